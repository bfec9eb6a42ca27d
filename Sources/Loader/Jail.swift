import CJail
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What keeps Podbay whole while code it did not write runs in a child (a check, a loaded podbay):
/// on Linux the child starts under a seccomp filter that refuses every signal, trace or memory
/// access aimed at Podbay (its id, its threads when the child started, its process group, -1),
/// joining Podbay's group and faking terminal input (and for a check, taking the terminal's
/// foreground, which would stop Podbay at its next read); while such a child runs, Podbay adopts the
/// orphans of what it starts (a `setsid()` grandchild) and nothing may trace it or read its memory;
/// when the child is reaped, every such orphan is ended. A check's child (and a lint rehearsal's)
/// also writes no file: a Landlock ruleset allows no filesystem write, and from Landlock ABI 6 on
/// it signals nothing outside its own descendants (a second wall beside the filter's). What the desktop's opener starts carries
/// a mark in its environment, and is kept. So every child Podbay wants must be started by
/// `ChildProcess` (registered in CInterrupt's table while it runs): a child started otherwise
/// (Foundation's `Process`) would be ended as an orphan. Elsewhere (macOS) none of this exists:
/// the child is spawned as any other. docs/load.md ("The jail") says what it does not cover.
package enum Jail {
    /// What a confined child is: a check gets no desktop mark (its code could hand it to a process
    /// of its own, which would then be kept); a loaded podbay's `open` needs it.
    package enum Confinement: Sendable {
        case check
        case loadedPodbay

        /// Whether the child writes no file (Landlock): a check or a lint rehearsal hands back a
        /// verdict, and its code must not rewrite what the next check reads (the lesson's solution,
        /// a cached build, progress.json); a loaded podbay saves the learner's progress, and an
        /// engineer's app may write files of its own.
        var writesNothing: Bool {
            self == .check
        }
    }

    /// The environment entry that marks what the desktop's opener starts (kept when a child ends).
    static let markKey = "PODBAY_DESKTOP_MARK"

    /// This session's mark: the one a loaded podbay was handed, else a new one no child can guess.
    static let markValue: String = {
        if let handed = getenv(markKey).map({ String(cString: $0) }), !handed.isEmpty { return handed }
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.joined(separator: "-")
    }()

    /// `environment` as a confined child gets it: with this session's mark for a loaded podbay,
    /// without any for a check.
    static func environment(_ environment: [String: String], for confinement: Confinement) -> [String: String] {
        var environment = environment
        environment[markKey] = confinement == .loadedPodbay ? markValue : nil
        return environment
    }

    /// `environment` for the desktop's opener: marked, so what it starts outlives a child's end.
    package static func marked(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        environment[markKey] = markValue
        return environment
    }

    /// Forks and execs `executable` confined (see `CJail`); 0 or the error that kept it from starting.
    static func spawn(
        _ child: inout pid_t, _ executable: String, _ argv: [UnsafeMutablePointer<CChar>?], _ envp: [UnsafeMutablePointer<CChar>?],
        moves: [(source: Int32, target: Int32)], defaults: [Int32], confinement: Confinement
    ) -> Int32 {
        var confined: Int32 = 0
        var walled: Int32 = 0
        var started: Int32 = 0
        podbay_jail_keep(markKey + "=" + markValue)
        let status = podbay_jail_spawn(
            &started, executable, argv, envp, moves.map(\.source), moves.map(\.target), Int32(moves.count),
            defaults, Int32(defaults.count), confinement == .loadedPodbay ? 1 : 0, confinement.writesNothing ? 1 : 0,
            &confined, &walled)
        child = pid_t(started)
        return status
    }

    /// The Landlock ABI this kernel offers (0: none, or not Linux): from ABI 1 on a check's child
    /// writes no file (truncating by path, before ABI 3, and a file's mode, owner, times and
    /// extended attributes, which no ABI covers, are refused by the seccomp filter).
    package static var writeWallABI: Int {
        Int(podbay_jail_write_wall_abi())
    }

    /// A confined child was reaped: ends what it left (orphans not marked as the opener's).
    static func release() {
        _ = podbay_jail_release(markKey + "=" + markValue)
    }

    /// In a loaded podbay, at its start: the orphans of what its code starts come to it, and the
    /// mark it was handed is kept for its opener but taken out of its environment, so that what
    /// its code starts does not inherit it.
    package static func startLoadedPodbay() {
        podbay_jail_keep(markKey + "=" + markValue)
        unsetenv(markKey)
        podbay_jail_adopt_orphans()
    }

    /// In a loaded podbay about to replace itself with a newer build: ends what the old build's
    /// code started and left (not what the opener started).
    package static func endLeftovers() {
        _ = podbay_jail_end_leftovers(markKey + "=" + markValue)
    }
}
