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

/// `--fresh`, a rehearsal: progress, history and exercise files in a folder of this run's own,
/// removed when the podbay the user started ends, so the real run afterwards starts where the
/// learner's own state says. A folder, not memory alone: a `load` child podbay reads the progress
/// its parent saved (see LoadedPodbayArguments), and it is handed the same folder.
struct FreshState {
    let path: String
    /// Whether this process made the folder and removes it; a child podbay was only lent it.
    let owned: Bool

    /// A new folder only this user can read, under the temporary folder; nil when none could be made.
    static func create(environment: [String: String]) -> FreshState? {
        let base = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array((base + "/podbay-fresh.XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else { return nil }
        return FreshState(path: String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self), owned: true)
    }

    /// The folder a parent's `--fresh` made, handed to a child podbay.
    static func lent(_ path: String) -> FreshState {
        FreshState(path: path, owned: false)
    }

    var stateFolder: String { path + "/state" }
    var exercisesFolder: String { path + "/exercises" }

    /// Removes the folder, when this process made it.
    func end() {
        guard owned else { return }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Said at start, at a terminal and in presenter mode.
    static let note = "Rehearsal (--fresh): progress, history and exercise files last for this run only and are "
        + "thrown away at the end; your own are not read or changed."
}
