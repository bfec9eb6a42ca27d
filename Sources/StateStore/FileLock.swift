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

    /// The locked descriptor, or -1 when the lock could not be had.
    private func acquire() -> Int32 {
        let descriptor = open(path, O_RDWR | O_CREAT | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return -1 }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
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
        }
        return descriptor
    }
}
