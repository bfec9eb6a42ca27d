import Foundation

/// One run of an outside program, its standard output and error together.
struct ToolRun {
    let status: Int32
    let output: String

    static func run(_ path: String, _ arguments: [String], environment: [String: String], directory: String? = nil) -> ToolRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return ToolRun(status: -1, output: "cannot run \(path): \(error.localizedDescription)")
        }
        // Read to the end before waiting: a full pipe would stop the compiler.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ToolRun(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
