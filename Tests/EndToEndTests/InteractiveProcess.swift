import Foundation

/// A podbay fed line by line through a pipe, for a test that acts between lines (edits a file).
final class InteractiveProcess: @unchecked Sendable {
    private let process: Process
    private let input = Pipe()
    private let lock = NSLock()
    private var collected = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ process: Process) throws {
        self.process = process
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            if data.isEmpty {
                handle.readabilityHandler = nil
                self.done.signal()
                return
            }
            self.lock.lock()
            self.collected.append(data)
            self.lock.unlock()
        }
        try process.run()
    }

    var output: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: collected, as: UTF8.self)
    }

    /// Sends `text` to the process; a process that has ended is sent nothing (EPIPE, not SIGPIPE).
    func send(_ text: String) {
        PodbayProcess.ignoreBrokenPipes
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Waits until the output contains `text`; false after `seconds`.
    func waitFor(_ text: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if output.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Ends the input, waits for the program to leave, and returns everything it wrote.
    func finish() -> String {
        try? input.fileHandleForWriting.close()
        _ = done.wait(timeout: .now() + 120)
        process.waitUntilExit()
        return output
    }
}

extension PodbayProcess {
    func startInteractive(_ arguments: [String]) throws -> InteractiveProcess {
        guard let executable = Self.executable() else { throw PodbayProcessError.notBuilt }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = Self.packageRoot
        return try InteractiveProcess(process)
    }
}
