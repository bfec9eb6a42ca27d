import SuperSimple

/// The countdown screen: a banner and a count button. It owns its views and its interaction and
/// tells the interaction what happened.
final class CountdownScreen: TextScreen, BannerRendering {
    let title = "Countdown"
    weak var navigation: NavigationControlling?
    private let interaction: CountdownInteracting
    private let banner = BannerView(title: "Launch pad")
    private let countButton = ButtonView(control: "count")

    /// `givesItself`: hands the interaction the screen rather than its banner view (the broken rule).
    init(interaction: CountdownInteracting, givesItself: Bool = false) {
        self.interaction = interaction
        banner.render(BannerRenderable(message: "T minus 3"))
        countButton.render(ButtonRenderable(title: "Count down"))
        if givesItself { interaction.use(self) } else { interaction.use(banner) }
    }

    var views: [TextDrawing] { [banner, countButton] }

    func render(_ renderable: BannerRenderable) {
        banner.render(renderable)
    }

    func handle(_ event: UserEvent) -> EventOutcome {
        guard event == .tap(control: "count") else { return unknown(event) }
        HopReporter.call(from: self, to: interaction, "didTapCount()") {
            interaction.didTapCount()
        }
        return .delivered
    }
}
