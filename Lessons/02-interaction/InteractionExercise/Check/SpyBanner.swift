// Part of lesson 2's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// A banner that is not a `BannerView`: the check hands one to an interaction of yours and taps
/// it twice, to hear that the interaction renders on whatever `BannerRendering` it is given (no
/// cast to the concrete view) and answers every tap, not the first only.
final class SpyBanner: BannerRendering {
    /// The messages rendered on this instance, in order.
    private(set) var told: [String] = []

    func render(_ renderable: BannerRenderable) {
        HopReporter.render(renderable, on: self) { told.append(renderable.message) }
    }

    /// What an interaction of yours did with this banner when its button was tapped twice, in a
    /// line for the screen.
    static func tapTwice() -> String {
        let spy = SpyBanner()
        let interaction = PodBayDoorsInteraction()
        interaction.use(spy)
        for _ in 1...2 {
            HopReporter.call(from: nil, to: interaction, "didTapMainButton()") { interaction.didTapMainButton() }
        }
        let answers = spy.told.count == 1 ? "1 answer" : "\(spy.told.count) answers"
        return "A banner that is not a BannerView, tapped twice: \(answers)" + (spy.told.last.map { ", the last \"\($0)\"." } ?? ".")
    }
}
