/// A message for a banner: dead, immutable data that a `BannerRendering` view shows.
public struct BannerRenderable: Equatable, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
