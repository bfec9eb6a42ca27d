// Part of the Launch module the exercise checks of lessons 5 and 8 share, shipped with the
// lessons. Not yours to edit.

/// What the Core keeps and the Presenter reads.
final class LaunchState {
    var launches = 0
}
