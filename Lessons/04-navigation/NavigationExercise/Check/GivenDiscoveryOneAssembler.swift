// Lesson 4's exercise, part of the scene `check` builds. Not yours to edit.
import SuperSimple

/// The screen's assembler the check hands your navigation: not the default
/// `DiscoveryOneAssembler`, so the route says whether your navigation asked the one it was given
/// (`assemble() ─▶ GivenDiscoveryOneAssembler`) or made one of its own. It builds the screen as
/// `DiscoveryOneAssembler` does.
struct GivenDiscoveryOneAssembler: DiscoveryOneAssembling {
    let interactionAssembler: PodBayDoorsInteractionAssembling

    func assemble() -> TextScreen {
        HopReporter.assemble(by: Self.self) {
            let interaction = interactionAssembler.assemble()
            return HopReporter.initialize { DiscoveryOneViewController(podBayInteraction: interaction) }
        }
    }
}
