/// What `reset` clears.
package enum ResetTarget: Equatable, Sendable {
    /// `reset` alone: every lesson, after asking at a terminal.
    case everythingAfterAsking
    /// `reset all`.
    case everything
    /// `reset <lesson>`, by number or name.
    case lesson(String)
}
