// Part of lesson 2's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// Tells an interaction that was never given its banner that the button was tapped, and hears
/// whether it said so (`HopReporter.unwired`): an interaction that does nothing, silently, hides a
/// wiring mistake, which the lesson's quiz marks wrong.
final class UnwiredReport: HopObserving {
    private(set) var heard: [UnwiredComponent] = []

    /// What an unwired `PodBayDoorsInteraction` did when tapped, in a line for the screen.
    static func tapUnwired() -> String {
        let report = UnwiredReport()
        HopReporter.observing(report) { PodBayDoorsInteraction().didTapMainButton() }
        guard let problem = report.heard.first else {
            return "Unwired: a PodBayDoorsInteraction never given a banner did nothing, silently, when tapped; report it with HopReporter.unwired(UnwiredComponent(self, missing: \"banner (BannerRendering)\"))."
        }
        // Said as often as it was said: one tap, one report.
        let times = report.heard.count == 1 ? "" : " (said \(report.heard.count) times for one tap)"
        return "Unwired said: \(problem.missing) missing.\(times)"
    }

    func enter(_ hop: Hop) {}
    func leave() {}
    func unwired(_ problem: UnwiredComponent) { heard.append(problem) }
}
