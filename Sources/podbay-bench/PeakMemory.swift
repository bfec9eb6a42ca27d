import Foundation

/// The peak resident memory of one run of a program (`wait4`'s `ru_maxrss`, the child alone),
/// fed `inputFile` on standard input (or nothing), output thrown away: issue #30's bounded-memory
/// cases are measured by what the process held, not by how long it took.
enum PeakMemory {
    /// Kilobytes, or nil when the program could not be run.
    static func kilobytes(_ executable: String, _ arguments: [String], inputFile: String?, _ environment: [String: String]) -> Int? {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputFile ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, executable, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(child, &status, 0, &usage) == child else { return nil }
        #if os(Linux)
        return usage.ru_maxrss
        #else
        return usage.ru_maxrss / 1_024
        #endif
    }
}
