import Foundation

/// Runs the built `podbay` executable as a user would, with pipes, a fixed environment and no
/// terminal, and returns its output (both streams as one, or each apart) and exit code.
struct PodbayProcess {
    struct Outcome {
        let output: String
        let status: Int32
    }

    /// What a run wrote to each stream.
    struct Streams {
        let standardOutput: String
        let standardError: String
        let status: Int32
    }

    /// A path under /tmp that no other test uses, for one test's state or lesson files; the
    /// folder itself is not created.
    static func unusedFolder(_ prefix: String = "podbay") -> URL {
        URL(fileURLWithPath: "/tmp/\(prefix)-" + UUID().uuidString.prefix(8).lowercased())
    }

    /// The package's root folder, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built executable beside the test bundle, or in the package's debug build folder.
    static func executable() -> URL? {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("podbay"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("podbay"),
            packageRoot.appendingPathComponent(".build/debug/podbay"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    let stateFolder: URL
    /// Variables added to (or replacing) the fixed environment.
    var extraEnvironment: [String: String] = [:]

    init(stateFolder: URL) {
        self.stateFolder = stateFolder
    }

    /// The environment every run gets: no terminal, no colour, UTF-8, state in `stateFolder`; and
    /// the sanitizers' options, so `swift test --sanitize=address` can set them for the child too.
    var environment: [String: String] {
        let inherited = ProcessInfo.processInfo.environment.filter { ["ASAN_OPTIONS", "LSAN_OPTIONS"].contains($0.key) }
        return [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "TERM": "dumb",
            "NO_COLOR": "1",
            "LANG": "C.UTF-8",
            "HOME": stateFolder.path,
            "XDG_STATE_HOME": stateFolder.appendingPathComponent("state").path,
        ].merging(inherited) { $1 }.merging(extraEnvironment) { $1 }
    }

    /// Starts podbay reading `stdinFile`, its output thrown away, and returns at once: for tests
    /// that stop it midway.
    func start(_ arguments: [String], stdinFile: URL) throws -> Process {
        let process = try prepared(arguments)
        process.standardInput = try FileHandle(forReadingFrom: stdinFile)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func prepared(_ arguments: [String]) throws -> Process {
        guard let executable = Self.executable() else {
            throw PodbayProcessError.notBuilt
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = Self.packageRoot
        return process
    }

    /// Runs podbay to its end, standard output and standard error read as one stream, in the order
    /// written (a transcript). With `timeout`, a run still going after that many seconds is killed
    /// (status 9, signal), so a test of something that used to hang fails instead of hanging.
    func run(_ arguments: [String], stdin: Data = Data(), timeout: Double? = nil) throws -> Outcome {
        let output = Pipe()
        let (data, _, status) = try run(arguments, stdin: stdin, timeout: timeout, output: output, error: output)
        return Outcome(output: Self.text(data), status: status)
    }

    /// Runs podbay to its end with standard output and standard error kept apart, for tests of
    /// which stream a line goes to.
    func runSeparately(_ arguments: [String], stdin: Data = Data(), timeout: Double? = nil) throws -> Streams {
        let (output, error, status) = try run(arguments, stdin: stdin, timeout: timeout, output: Pipe(), error: Pipe())
        return Streams(standardOutput: Self.text(output), standardError: Self.text(error), status: status)
    }

    private func run(
        _ arguments: [String], stdin: Data, timeout: Double?, output: Pipe, error: Pipe
    ) throws -> (output: Data, error: Data, status: Int32) {
        let process = try prepared(arguments)
        let input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        // Write input and read every pipe concurrently, so no pipe fills and blocks the others.
        // A podbay that ends before reading all its input (a `quit` line, a child that stopped)
        // closes the pipe: writing then must fail with EPIPE, not end the test process with SIGPIPE
        // (seen once under load: "exited with unexpected signal code 13").
        Self.ignoreBrokenPipes
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: stdin)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        if let timeout {
            let pid = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { if process.isRunning { kill(pid, SIGKILL) } }
        }
        let errors = ErrorReader(pipe: output === error ? nil : error)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (data, errors.finish(), process.terminationStatus)
    }

    /// Set once, for the whole test process.
    static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    private static func text(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }
}

/// Reads a separate standard error pipe to its end on its own thread.
private final class ErrorReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the reading thread before `done` is signalled, read after waiting on it.
    private var data = Data()

    init(pipe: Pipe?) {
        guard let pipe else {
            done.signal()
            return
        }
        Thread { [self] in
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    func finish() -> Data {
        done.wait()
        return data
    }
}

enum PodbayProcessError: Error, CustomStringConvertible {
    case notBuilt

    var description: String { "the podbay executable was not found; run `swift build` first" }
}
