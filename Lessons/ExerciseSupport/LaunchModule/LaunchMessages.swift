// Part of the Launch module the exercise checks of lessons 5 and 8 share, shipped with the
// lessons. Not yours to edit.
import RoundTable

/// The Launch module's messages.
enum LaunchMessages: ModuleMessages {
    enum CoreEvent: Equatable { case countdownStarted, launched }
    enum PresenterUpdate: Equatable { case status(String) }
    enum ViewIntent: Equatable { case launchTap }
    enum JointInput: Equatable {}
    enum JointOutput: Equatable {}
}
