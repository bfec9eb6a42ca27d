/// Delivers user events to screens, the way a UI toolkit would, and reports each delivery.
public enum UserEvents {
    /// Delivers `event` to `screen`, or to the panel among its views whose button or field it
    /// names: disabled buttons and unknown names are refused, the rest are handed over.
    public static func deliver(_ event: UserEvent, to screen: TextScreen) -> EventOutcome {
        let panel: TextPanel?
        switch event {
        case .tap(let control):
            guard let found = screen.buttons.first(where: { $0.button.control == control }) else { return screen.unknown(event) }
            guard found.button.isEnabled else { return .refused("\(control) is disabled") }
            panel = found.panel
        case .type(let field, _):
            guard let found = screen.fieldViews.first(where: { $0.field.field == field }) else { return screen.unknown(event) }
            panel = found.panel
        }
        if let panel {
            return HopReporter.user(event, to: panel) { panel.handle(event) }
        }
        return HopReporter.user(event, to: screen) { screen.handle(event) }
    }
}
