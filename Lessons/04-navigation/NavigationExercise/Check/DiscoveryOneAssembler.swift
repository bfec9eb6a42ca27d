// Lesson 4's exercise, part of the scene `check` builds. Not yours to edit.
import SuperSimple

/// Builds a `DiscoveryOneViewController` as lesson 3 showed, the one initializer it calls, with
/// the interaction its interaction assembler builds: `DiscoveryOneAssembler(interactionAssembler:
/// PodBayDoorsInteractionAssembler())`. Its route shows `assemble() ─▶ DiscoveryOneAssembler`.
struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    let interactionAssembler: PodBayDoorsInteractionAssembling

    /// The default lets a navigation that makes its own assembler (`DiscoveryOneAssembler()`) build,
    /// so `check` can say that its route skips the one it was given.
    init(interactionAssembler: PodBayDoorsInteractionAssembling = PodBayDoorsInteractionAssembler()) {
        self.interactionAssembler = interactionAssembler
    }

    func assemble() -> TextScreen {
        HopReporter.assemble(by: Self.self) {
            let interaction = interactionAssembler.assemble()
            return HopReporter.initialize { DiscoveryOneViewController(podBayInteraction: interaction) }
        }
    }
}
