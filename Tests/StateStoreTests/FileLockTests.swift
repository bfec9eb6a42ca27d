import Foundation
import StateStore
import TestSupport
import Testing

@Suite struct FileLockTests {
    /// While one holder has the lock, a second open file description cannot take it; after, it can.
    @Test func theLockExcludesAnotherHolderUntilReleased() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lock = FileLock(beside: folder.file("progress.json"))
        lock.run {
            let other = open(lock.path, O_RDWR)
            defer { close(other) }
            #expect(flock(other, LOCK_EX | LOCK_NB) != 0, "held: another cannot take it")
        }
        let other = open(lock.path, O_RDWR)
        defer { close(other) }
        #expect(flock(other, LOCK_EX | LOCK_NB) == 0, "released")
    }

    /// A holder that never lets go (a stopped process) delays a save by `patience`, no more.
    @Test func aLockHeldTooLongIsGoneAroundAfterPatience() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let lock = FileLock(beside: folder.file("progress.json"), patience: 100)
        let holder = open(lock.path, O_RDWR | O_CREAT, 0o600)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        let start = Date()
        let ran = lock.run { true }
        #expect(ran)
        #expect(Date().timeIntervalSince(start) < 2)
    }

    /// Termination signals wait while a save runs, and only then.
    @Test func terminationSignalsAreHeldOffDuringASave() throws {
        var before = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &before)
        let held: Bool = SignalShield.run {
            var blocked = sigset_t()
            pthread_sigmask(SIG_BLOCK, nil, &blocked)
            return [SIGHUP, SIGTERM, SIGTSTP].allSatisfy { sigismember(&blocked, $0) == 1 }
        }
        #expect(held)
        var after = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &after)
        #expect([SIGHUP, SIGTERM, SIGTSTP].allSatisfy { sigismember(&after, $0) == sigismember(&before, $0) }, "as before, after")
    }
}
