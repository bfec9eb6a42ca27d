import SuperSimple
import TestSupport
import Testing

/// A screen with one button and one field that records what it was told.
private final class FormScreen: TextScreen {
    let title = "Form"
    weak var navigation: NavigationControlling?
    let button = ButtonView(control: "send")
    let field = TextFieldView(field: "name")
    private(set) var handled: [UserEvent] = []

    init(enabled: Bool) {
        button.render(ButtonRenderable(title: "Send", enabled: enabled))
    }

    var views: [TextDrawing] { [field, button] }

    func handle(_ event: UserEvent) -> EventOutcome {
        handled.append(event)
        return .delivered
    }
}

@Suite struct UserEventsTests {
    @Test func eventsReachTheScreenAndAreReported() {
        let screen = FormScreen(enabled: true)
        let recorder = HopRecorder()
        recorder.recording {
            #expect(UserEvents.deliver(.type(field: "name", text: "dave bowman"), to: screen) == .delivered)
            #expect(UserEvents.deliver(.tap(control: "send"), to: screen) == .delivered)
        }
        #expect(screen.handled == [.type(field: "name", text: "dave bowman"), .tap(control: "send")])
        #expect(recorder.lines == [
            "user type name \"dave bowman\": - -> FormScreen",
            "user tap send: - -> FormScreen",
        ])
    }

    @Test func aDisabledButtonIgnoresTheTap() {
        let screen = FormScreen(enabled: false)
        #expect(UserEvents.deliver(.tap(control: "send"), to: screen) == .refused("send is disabled"))
        #expect(screen.handled.isEmpty)
    }

    @Test func theScreenListsItsControlsAndFieldsFromItsViews() {
        let screen = FormScreen(enabled: true)
        #expect(screen.controls == ["send"])
        #expect(screen.fields == ["name"])
    }

    @Test func aScreenDrawsItsViewsInsideAFrame() {
        #expect(FormScreen(enabled: true).draw(width: 30, style: .ascii) == [
            "+ Form ----------------------+",
            "| name: (empty)              |",
            "| [ Send ] (tap send)        |",
            "+----------------------------+",
        ])
    }

    @Test func presentingAndDismissingFreesThePresentedScreen() {
        let controller = TextNavigationController(root: FormScreen(enabled: true))
        weak var presented: FormScreen?
        do {
            let screen = FormScreen(enabled: false)
            presented = screen
            controller.present(screen)
        }
        #expect(controller.visible === presented)
        #expect(presented?.navigation === controller)
        #expect(controller.dismiss())
        #expect(presented == nil)
        #expect(controller.dismiss() == false)
    }
}

/// A panel with a button of its own, which records what it was told.
private final class ButtonPanel: TextPanel {
    let button = ButtonView(control: "ping")
    private(set) var handled: [UserEvent] = []

    init() {
        button.render(ButtonRenderable(title: "Ping"))
    }

    var views: [TextDrawing] { [button] }

    func handle(_ event: UserEvent) -> EventOutcome {
        handled.append(event)
        return .delivered
    }
}

/// A screen whose only button lives in a panel.
private final class PanelScreen: TextScreen {
    let title = "Panel"
    weak var navigation: NavigationControlling?
    let panel = ButtonPanel()
    private(set) var handled: [UserEvent] = []

    var views: [TextDrawing] { [panel] }

    func handle(_ event: UserEvent) -> EventOutcome {
        handled.append(event)
        return .delivered
    }
}

@Suite struct PanelEventsTests {
    @Test func aPanelsButtonIsTheScreensControlAndItsTapGoesToThePanel() {
        let screen = PanelScreen()
        #expect(screen.controls == ["ping"])
        let recorder = HopRecorder()
        recorder.recording {
            #expect(UserEvents.deliver(.tap(control: "ping"), to: screen) == .delivered)
        }
        #expect(screen.panel.handled == [.tap(control: "ping")])
        #expect(screen.handled.isEmpty)
        #expect(recorder.lines == ["user tap ping: - -> ButtonPanel"])
        #expect(screen.draw(width: 30, style: .ascii).contains { $0.contains("[ Ping ] (tap ping)") })
    }
}
