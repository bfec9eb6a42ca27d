import Tutor

/// The REPL screen, for what is made before it and asks it later: the loader asks whether watch
/// mode is on when it starts a loaded podbay, which keeps it on.
final class ScreenReference {
    weak var screen: ReplScreen?
}
