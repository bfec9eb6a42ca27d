/// Delivers user events to screens, the way a UI toolkit would, and reports each delivery.
public enum UserEvents {
    /// Delivers `event` to `screen`: disabled buttons and unknown names are refused, the rest are
    /// handed to the screen.
    public static func deliver(_ event: UserEvent, to screen: TextScreen) -> EventOutcome {
        if case .tap(let control) = event {
            guard let button = screen.views.lazy.compactMap({ $0 as? ButtonView }).first(where: { $0.control == control })
            else { return screen.unknown(event) }
            guard button.isEnabled else { return .refused("\(control) is disabled") }
        }
        if case .type(let field, _) = event, !screen.fields.contains(field) {
            return screen.unknown(event)
        }
        return HopReporter.around(Hop(kind: .send, sender: nil, receiver: screen, message: event.description)) {
            screen.handle(event)
        }
    }
}
