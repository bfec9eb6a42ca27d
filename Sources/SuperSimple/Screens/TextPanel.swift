/// A screen's subview made of views of its own, that takes the events of its own buttons: the
/// text world's custom `UIView` with its own actions. Super Simple lets such a subview own an
/// Interaction for its separate function, instead of the screen.
public protocol TextPanel: TextDrawing {
    /// The panel's views, top to bottom.
    var views: [TextDrawing] { get }
    /// Turns one event on one of its views into a call on its interaction.
    func handle(_ event: UserEvent) -> EventOutcome
}

extension TextPanel {
    /// The panel's views, one under the other.
    public func draw(width: Int, style: FrameStyle) -> [String] {
        views.flatMap { $0.draw(width: width, style: style) }
    }
}
