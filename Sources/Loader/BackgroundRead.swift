import Dispatch

/// A descriptor read to its end on a thread of its own, while the caller waits for the process
/// writing it: a writer that fills the pipe (a verdict with a long route passes 64 KiB) is never
/// left blocked on a reader that reads only after it ended.
final class BackgroundRead: @unchecked Sendable {
    /// Written once by the reading thread, read after `done` is signalled.
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)
    /// When the read stops even if the pipe has not ended (set by `finish`, read by the thread).
    private var stopAt: Double?
    private let stopAtAccess = DispatchQueue(label: "podbay.background-read")

    /// Reads `descriptor`, keeping at most `keeping + 1` bytes (see `ToolRun.readToEnd`).
    init(_ descriptor: Int32, keeping: Int = .max) {
        DispatchQueue.global().async { [self] in
            bytes = ToolRun.readToEnd(descriptor, keeping: keeping) { stopAtAccess.sync { stopAt } }
            done.signal()
        }
    }

    /// Everything read, once the writing end is closed everywhere, or `ToolRun.readAfterTheEnd`
    /// after this is called (call it once the writer ended: a fork of the user's code that left
    /// the writer's group may hold the pipe open for good).
    func finish() -> [UInt8] {
        let deadline = ChildProcess.monotonicSeconds() + ToolRun.readAfterTheEnd
        stopAtAccess.sync { stopAt = deadline }
        done.wait()
        return bytes
    }
}
