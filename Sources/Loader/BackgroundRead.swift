import Dispatch

/// A descriptor read to its end on a thread of its own, while the caller waits for the process
/// writing it: a writer that fills the pipe (a verdict with a long route passes 64 KiB) is never
/// left blocked on a reader that reads only after it ended.
final class BackgroundRead: @unchecked Sendable {
    /// Written once by the reading thread, read after `done` is signalled.
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    init(_ descriptor: Int32) {
        DispatchQueue.global().async { [self] in
            bytes = ToolRun.readToEnd(descriptor)
            done.signal()
        }
    }

    /// Everything read, once the writing end is closed everywhere.
    func finish() -> [UInt8] {
        done.wait()
        return bytes
    }
}
