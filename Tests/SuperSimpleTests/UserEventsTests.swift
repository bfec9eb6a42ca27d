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
            "send type name \"dave bowman\": - -> FormScreen",
            "send tap send: - -> FormScreen",
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
