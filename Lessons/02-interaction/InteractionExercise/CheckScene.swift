// Lesson 2's exercise: the scene `check` builds with your PodBayDoorsInteraction. Shipped with
// the lesson; your files sit beside it and are compiled with it. Not yours to edit.
import LessonKit
import SuperSimple

/// What the HAL 9000 screen sees of its pod bay doors interaction: it hands it a banner to render
/// on, and tells it what happened.
protocol PodBayDoorsInteracting: AnyObject {
    func use(_ banner: BannerRendering)
    func didTapMainButton()
}

/// The HAL 9000 screen: owns a banner view, a button, and the interaction; hands the interaction
/// the banner with `use(_:)` and tells it when the main button was tapped.
final class HAL9000ViewController: TextScreen {
    let title = "HAL 9000"
    weak var navigation: NavigationControlling?
    private let podBayInteraction: PodBayDoorsInteracting
    private let bannerView = BannerView(title: "HAL 9000")
    private let mainButton = ButtonView(control: "mainButton")

    init(podBayInteraction: PodBayDoorsInteracting) {
        self.podBayInteraction = podBayInteraction
        mainButton.render(ButtonRenderable(title: "Open the pod bay doors, HAL"))
        bannerView.render(BannerRenderable(message: "Good afternoon, Dave."))
        HopReporter.use(bannerView, on: podBayInteraction, from: self) { podBayInteraction.use(bannerView) }
    }

    var views: [TextDrawing] { [bannerView, mainButton] }

    func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "mainButton") else { return unknown(event) }
        HopReporter.call(from: self, to: podBayInteraction, "didTapMainButton()") {
            podBayInteraction.didTapMainButton()
        }
        return .delivered
    }
}

/// A window showing the HAL 9000 screen, built with your interaction.
final class InteractionExerciseScene: LessonScene {
    private let window = TextWindow()

    init() {
        let screen = HopReporter.initialize { HAL9000ViewController(podBayInteraction: PodBayDoorsInteraction()) }
        window.root = TextNavigationController(root: screen)
    }

    var roots: [SceneRoot] { [SceneRoot(label: "window", object: window)] }
    var controls: [String] { window.root?.visible?.controls ?? [] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        window.draw(width: width, style: ascii ? .ascii : .unicode)
    }

    func tap(_ control: String) -> SceneReply {
        guard let screen = window.root?.visible else { return .refused("the window is empty") }
        switch UserEvents.deliver(.tap(control: control), to: screen) {
        case .delivered: return .delivered([])
        case .refused(let reason): return .refused(reason)
        }
    }
}
