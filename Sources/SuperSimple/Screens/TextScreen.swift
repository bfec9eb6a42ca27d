/// A screen: the text world's view controller.
///
/// It owns its views and its interactions (seen through protocols), hands the views to the
/// interactions with `use(_:)`, and turns user events into "what happened" calls on them
/// (`didTapMainButton()`), never "what to do".
public protocol TextScreen: AnyObject {
    var title: String { get }
    /// The screen's views, top to bottom.
    var views: [TextDrawing] { get }
    /// The navigation showing this screen; implementations keep it `weak`.
    var navigation: NavigationControlling? { get set }
    /// Turns one user event into a call on an interaction.
    func handle(_ event: UserEvent) -> EventOutcome
}

extension TextScreen {
    /// Names of the buttons among `views` (and among its panels' views), for `tap`.
    public var controls: [String] { buttons.map(\.button.control) }

    /// Names of the text fields among `views` (and among its panels' views), for `type`.
    public var fields: [String] { fieldViews.map(\.field.field) }

    /// Every button, with the panel that takes its events (nil: the screen does).
    public var buttons: [(button: ButtonView, panel: TextPanel?)] {
        views.flatMap { view -> [(button: ButtonView, panel: TextPanel?)] in
            if let button = view as? ButtonView { return [(button, nil)] }
            guard let panel = view as? TextPanel else { return [] }
            return panel.views.compactMap { $0 as? ButtonView }.map { ($0, panel) }
        }
    }

    /// Every text field, with the panel that takes its events (nil: the screen does).
    public var fieldViews: [(field: TextFieldView, panel: TextPanel?)] {
        views.flatMap { view -> [(field: TextFieldView, panel: TextPanel?)] in
            if let field = view as? TextFieldView { return [(field, nil)] }
            guard let panel = view as? TextPanel else { return [] }
            return panel.views.compactMap { $0 as? TextFieldView }.map { ($0, panel) }
        }
    }

    /// The screen framed under its title, its views inside.
    public func draw(width: Int, style: FrameStyle) -> [String] {
        let inner = max(8, width - 4)
        let body = views.flatMap { $0.draw(width: inner, style: style) }
        return TextFrame(title: title, lines: body, style: style).lines(width: width)
    }

    /// The refusal for an event naming a control or field this screen does not have. It does not
    /// list the screen's own: whoever shows the screen may add controls of its own around it, and
    /// lists them all.
    public func unknown(_ event: UserEvent) -> EventOutcome {
        switch event {
        case .tap(let control): .refused("\(title) has no control '\(control)'")
        case .type(let field, _): .refused("\(title) has no field '\(field)'")
        }
    }
}
