/// A component asked to act before it was given what it uses: the teachable error Super Simple's
/// `use(_:)` rule prevents, reported instead of a crash.
public struct UnwiredComponent: Error, Equatable, Sendable, CustomStringConvertible {
    /// The component's type, e.g. `PodBayDoorsInteraction`.
    public let component: String
    /// What it lacks, e.g. `banner (BannerRendering)`.
    public let missing: String

    public init(component: String, missing: String) {
        self.component = component
        self.missing = missing
    }

    public init(_ component: AnyObject, missing: String) {
        self.init(component: String(describing: type(of: component)), missing: missing)
    }

    public var description: String {
        "\(component) has no \(missing): it was never given one with use(_:), so nothing happened"
    }
}
