import CInterrupt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The build cache held by one podbay for a while (the kit library's link), against the others
/// that share the folder: an advisory lock on `.lock` in it, released when the holder ends however
/// it ends. Ctrl-C while waiting gives up.
struct CacheLock {
    private let descriptor: Int32

    /// Waits for the lock; nil when Ctrl-C came first. Where the lock file cannot be made (a
    /// read-only cache fails later, saying why), it goes on without one.
    init?(cache: BuildCache) {
        try? FileManager.default.createDirectory(atPath: cache.folder, withIntermediateDirectories: true)
        descriptor = open(cache.folder + "/.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if podbay_interrupt_requested() != 0 {
                close(descriptor)
                return nil
            }
            usleep(20_000)
        }
    }

    func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
    }
}
