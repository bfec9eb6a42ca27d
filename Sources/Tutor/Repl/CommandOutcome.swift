/// What became of an entered command: it ran, or it was refused (a bad argument, no lesson open,
/// an object that is gone). A refused command counts towards no goal: `ran inspect` is not met by
/// an `inspect` that found nothing to inspect.
package enum CommandOutcome: Equatable, Sendable {
    case ran
    case refused
}
