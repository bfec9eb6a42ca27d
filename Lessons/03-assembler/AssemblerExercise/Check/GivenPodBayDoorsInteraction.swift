import SuperSimple

/// The interaction the check's `GivenPodBayDoorsInteractionAssembler` builds: another type than
/// `PodBayDoorsInteraction`, behind the same protocol. Reports its own initializer, so the route
/// shows which assembler called it.
final class GivenPodBayDoorsInteraction: PodBayDoorsInteracting {
    init() {
        let report = InitializerReport(GivenPodBayDoorsInteraction.self)
        report.built(self)
    }

    func didTapMainButton() {}
}
