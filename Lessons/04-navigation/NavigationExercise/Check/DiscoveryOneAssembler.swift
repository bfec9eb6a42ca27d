// Lesson 4's exercise, part of the scene `check` builds. Not yours to edit.
import SuperSimple

/// Builds a `DiscoveryOneViewController`, the one initializer it calls; its route shows
/// `assemble() ─▶ DiscoveryOneAssembler` with the screen's `init` under it.
struct DiscoveryOneAssembler: DiscoveryOneAssembling {
    func assemble() -> TextScreen {
        HopReporter.assemble(by: Self.self) { HopReporter.initialize { DiscoveryOneViewController() } }
    }
}
