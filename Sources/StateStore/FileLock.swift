#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock`) on a small file beside a state file, held by whoever reads, merges and
/// writes that file, so two Podbays in two terminals take turns instead of overwriting each other.
package struct FileLock: Sendable {
    /// The lock file: the state file's path with `.lock` added.
    package let path: String
    /// How long to wait for another holder, in milliseconds.
    package let patience: Int

    package init(beside file: String, patience: Int = 2_000) {
        self.path = file + ".lock"
        self.patience = patience
    }

    /// Runs `body` holding the lock, with termination signals held off (see `SignalShield`).
    ///
    /// A holder is only ever another Podbay in the middle of a save (milliseconds). One that keeps
    /// the lock past `patience` is stuck (stopped with `kill -STOP`, say); `body` then runs without
    /// the lock rather than hang the prompt. A lock file that cannot be made (read-only folder, a
    /// FIFO planted there) is the same: the save goes on unlocked, as it did before locks existed.
    package func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try SignalShield.run { () throws(E) -> T in
            let descriptor = acquire()
            defer {
                if descriptor >= 0 {
                    flock(descriptor, LOCK_UN)
                    close(descriptor)
                }
            }
            return try body()
        }
    }

    /// How long `whenLocked` waits for a holder before it gives up, in milliseconds, and after how
    /// long it says it is waiting.
    package static let longestWait = 15_000
    package static let waitNotice = 1_500

    /// Why `whenLocked` did not run its body.
    package enum Refusal: Error, Equatable, Sendable {
        /// Another holder kept the lock `longestWait` ms.
        case held
        /// The lock file cannot be made or opened (a read-only folder, a full disk), or is not a file.
        case unusable(StateFileProblem)
    }

    /// Runs `body` holding the lock, with termination signals held off; without running `body`,
    /// why the lock cannot be had: the lock file cannot be made or is not a file, or another holder
    /// kept it `longestWait` ms. What must never be written unlocked (progress) is written through
    /// this. `waiting` is called once, after `waitNotice` ms of waiting.
    package func whenLocked<T, E: Error>(waiting: () -> Void = {}, _ body: () throws(E) -> T) throws(E) -> Result<T, Refusal> {
        try SignalShield.run { () throws(E) -> Result<T, Refusal> in
            var refusal = Refusal.held
            let descriptor = acquire(patience: Self.longestWait, waiting: waiting, refusal: &refusal)
            guard descriptor >= 0 else { return .failure(refusal) }
            defer {
                flock(descriptor, LOCK_UN)
                close(descriptor)
            }
            return .success(try body())
        }
    }

    /// The locked descriptor, or -1 when the lock could not be had.
    private func acquire(patience: Int? = nil, waiting: () -> Void = {}) -> Int32 {
        var refusal = Refusal.held
        return acquire(patience: patience, waiting: waiting, refusal: &refusal)
    }

    /// The same, with why it could not be had in `refusal`.
    private func acquire(patience: Int?, waiting: () -> Void, refusal: inout Refusal) -> Int32 {
        let patience = patience ?? self.patience
        let descriptor = open(path, O_RDWR | O_CREAT | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else {
            refusal = .unusable(StateFileProblem.system(path: path))
            return -1
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            refusal = .unusable(StateFileProblem(path: path, reason: "not a regular file"))
            return -1
        }
        var waited = 0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, waited < patience else {
                close(descriptor)
                return -1
            }
            usleep(5_000)
            waited += 5
            if waited == Self.waitNotice { waiting() }
        }
        return descriptor
    }
}
