/// What became of a user event.
public enum EventOutcome: Equatable, Sendable {
    /// The screen took it and told its interaction what happened.
    case delivered
    /// The screen has no such control or field, or it cannot take events now (a disabled button).
    case refused(String)
}
