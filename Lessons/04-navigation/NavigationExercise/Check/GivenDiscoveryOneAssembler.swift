// Lesson 4's exercise, part of the scene `check` builds. Not yours to edit.
import SuperSimple

/// The screen's assembler the check hands your navigation: not the default
/// `DiscoveryOneAssembler`, so the route says whether your navigation asked the one it was given
/// (`assemble() ─▶ GivenDiscoveryOneAssembler`) or made one of its own; and it counts the times
/// this instance was asked, so one of the same type your navigation makes itself
/// (`GivenDiscoveryOneAssembler()`) is told from the one handed in. It builds the screen as
/// `DiscoveryOneAssembler` does.
final class GivenDiscoveryOneAssembler: DiscoveryOneAssembling {
    let interactionAssembler: PodBayDoorsInteractionAssembling
    /// How many times this instance was asked for a screen.
    private(set) var asked = 0

    init(interactionAssembler: PodBayDoorsInteractionAssembling = PodBayDoorsInteractionAssembler()) {
        self.interactionAssembler = interactionAssembler
    }

    func assemble() -> TextScreen {
        asked += 1
        return HopReporter.assemble(by: Self.self) {
            let interaction = interactionAssembler.assemble()
            return HopReporter.initialize { DiscoveryOneViewController(podBayInteraction: interaction) }
        }
    }
}
