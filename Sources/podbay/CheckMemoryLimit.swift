#if canImport(Glibc)
import Glibc
#endif

/// The most memory a check's (or a lint rehearsal's) podbay may take for its data, set on itself
/// before the learner's code runs: a loop that appends for ever, a learner's common mistake, then
/// ends in a moment with the runtime's "failed to allocate", said as any trap, where it filled the
/// machine's memory until the kernel ended a process (the check's, or another) before the check's
/// time limit came. A shipped exercise's check takes about 40 MB; lint's large heap, a few hundred.
enum CheckMemoryLimit {
    static let bytes = 2 << 30

    /// Lowers this process's data limit (heap and private writable mappings) to `bytes`, unless
    /// it is lower already. Linux only: macOS counts data otherwise.
    static func apply() {
        #if os(Linux)
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_DATA.rawValue), &limit) == 0 else { return }
        let wanted = rlim_t(bytes)
        // RLIM_INFINITY is all ones; Swift cannot import the macro.
        if limit.rlim_max != rlim_t.max && limit.rlim_max < wanted { return }
        limit.rlim_cur = min(limit.rlim_cur, wanted)
        limit.rlim_max = wanted
        _ = setrlimit(Int32(RLIMIT_DATA.rawValue), &limit)
        #endif
    }
}
