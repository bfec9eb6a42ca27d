import SuperSimple

/// The interaction the screen needs: decides HAL's answer. Reports its own initializer, so the
/// route shows which assembler called it.
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    init() {
        let report = InitializerReport(PodBayDoorsInteraction.self)
        report.built(self)
    }

    func didTapMainButton() {}
}
