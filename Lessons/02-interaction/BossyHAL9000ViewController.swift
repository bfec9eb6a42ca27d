public import SuperSimple

/// Broken variant `what-to-do`: the screen decides that a tap on the main button means "show
/// HAL's answer" and orders its interaction to do it. The route shows the decision in the screen.
public final class BossyHAL9000ViewController: TextScreen {
    public let title = "HAL 9000"
    public weak var navigation: NavigationControlling?
    private let answerInteraction: HalAnswerShowing
    private let bannerView = BannerView(title: "HAL 9000")
    private let mainButton = ButtonView(control: "mainButton")

    public init(answerInteraction: HalAnswerInteraction) {
        self.answerInteraction = answerInteraction
        mainButton.render(ButtonRenderable(title: "Open the pod bay doors, HAL"))
        bannerView.render(BannerRenderable(message: "Good afternoon, Dave."))
        HopReporter.use(bannerView, on: answerInteraction, from: self) { answerInteraction.use(bannerView) }
    }

    public var views: [TextDrawing] { [bannerView, mainButton] }

    public func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "mainButton") else { return unknown(event) }
        // The screen decides what a tap means: the rule says it should only report the tap.
        HopReporter.call(from: self, to: answerInteraction, "showHalAnswer()") {
            answerInteraction.showHalAnswer()
        }
        return .delivered
    }
}
