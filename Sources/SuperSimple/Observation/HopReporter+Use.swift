/// Reports for `use(_:)`: handing a component something it uses but does not own is a message
/// like any other, so the route of the action that wired a screen shows who was given what.
extension HopReporter {
    /// Reports `use(BannerView)` from `sender` to `receiver` while `body` hands `used` over. The
    /// message names the type of what is handed over, as `push(…)` names the screen it pushes.
    ///
    /// ```swift
    /// HopReporter.use(bannerView, on: podBayInteraction, from: self) { podBayInteraction.use(bannerView) }
    /// ```
    @inline(__always)
    public static func use(_ used: AnyObject, on receiver: AnyObject, from sender: AnyObject?, _ body: () -> Void) {
        around(Hop(kind: .call, sender: sender, receiver: receiver, message: "use(\(type(of: used)))"), body)
    }
}
