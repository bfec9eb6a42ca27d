// Lesson 4's exercise, part of the scene `check` builds. Not yours to edit.
import SuperSimple

/// Builds the Discovery One screen: what your navigation asks for the screen it pushes.
protocol DiscoveryOneAssembling {
    func assemble() -> TextScreen
}
