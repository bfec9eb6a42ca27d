package import StateStore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The history list on disk: one entry a line, UTF-8, each line appended the moment it is entered.
///
/// Appending as lines are made (as bash's `histappend` and IPython do) means a closed window,
/// SIGTERM, SIGHUP or a crash loses at most the line being typed, and two terminals add to one
/// file instead of each rewriting it from its own copy. Appends, compaction and loading all take
/// the lock beside the file (`history.lock`). The file grows by appends and is compacted, under the
/// lock and atomically, when it is loaded with more than `limit` lines and when a session ends:
/// repeats are dropped (the latest copy kept) and only the newest `limit` entries stay.
package struct HistoryFile: Sendable {
    /// The longest line kept, in bytes: a pasted wall of text is run but not remembered.
    package static let longestEntry = 4_096

    package let file: AtomicFile
    package let limit: Int
    private let lock: FileLock

    package init(path: String, limit: Int = HistoryList.defaultLimit) {
        self.file = AtomicFile(path: path)
        self.limit = limit
        self.lock = FileLock(beside: path)
    }

    /// Loads the saved list. A file that is not text (invalid UTF-8 or NUL bytes) or cannot be read
    /// (a directory, a FIFO, a device, too large) is moved aside and reported in `warnings`; the
    /// session then starts with an empty history. Temporaries left by a run killed while saving
    /// are merged in, then removed.
    package func load() -> (history: HistoryList, warnings: [HistoryProblem]) {
        lock.run {
            var warnings: [HistoryProblem] = []
            let saved = lines(of: file, warnings: &warnings)
            var rewrite = saved.count > limit
            var merged = saved
            let temporaries = file.abandonedTemporaries()
            for temporary in temporaries {
                merged += lines(of: AtomicFile(path: temporary), warnings: &warnings)
                rewrite = true
            }
            let history = HistoryList(entries: merged, limit: limit)
            if rewrite {
                if let warning = replace(with: history) {
                    warnings.append(warning)
                } else {
                    for temporary in temporaries { unlink(temporary) }
                }
            }
            return (history, warnings)
        }
    }

    /// Appends one entered line; returns the problem when it could not be written. Blank lines and
    /// lines longer than `longestEntry` are not kept.
    package func append(_ line: String) -> HistoryProblem? {
        guard !line.isEmpty, line.utf8.count <= Self.longestEntry, !line.contains("\n") else { return nil }
        do {
            try lock.run { () throws(StateFileProblem) in try file.append(Array((line + "\n").utf8), after: UInt8(ascii: "\n")) }
            return nil
        } catch {
            return .notSaved(reason: "\(error)")
        }
    }

    /// Rewrites the file without repeats and capped at `limit`, keeping what other sessions
    /// appended meanwhile. Returns the problem when it could not be written.
    package func compact() -> HistoryProblem? {
        lock.run {
            guard case .bytes(let bytes)? = try? file.read(), let saved = Self.entries(in: bytes) else { return nil }
            let history = HistoryList(entries: saved, limit: limit)
            guard history.entries != saved else { return nil }
            return replace(with: history)
        }
    }

    /// The entries of a history file's bytes, oldest first, or `nil` when the bytes are not text.
    package static func entries(in bytes: [UInt8]) -> [String]? {
        guard !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil else { return nil }
        // Split on the byte: as Characters, "\r\n" is one and never equals "\n", so a file with
        // Windows line endings read as a single entry.
        return bytes.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let text = String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
            return text.isEmpty ? nil : text
        }
    }

    /// Reads `source`'s lines; an unusable file is kept aside with a warning and gives none.
    private func lines(of source: AtomicFile, warnings: inout [HistoryProblem]) -> [String] {
        let contents: AtomicFile.Contents
        do {
            contents = try source.read()
        } catch {
            warnings.append(setAside(source, because: error.reason))
            return []
        }
        guard case .bytes(let bytes) = contents else { return [] }
        guard let entries = Self.entries(in: bytes) else {
            warnings.append(setAside(source, because: "it is not text"))
            return []
        }
        return entries
    }

    private func replace(with history: HistoryList) -> HistoryProblem? {
        let text = history.entries.map { $0 + "\n" }.joined()
        do {
            try file.write(Array(text.utf8))
            return nil
        } catch {
            return .notSaved(reason: "\(error)")
        }
    }

    private func setAside(_ source: AtomicFile, because reason: String) -> HistoryProblem {
        do {
            return .keptAside(path: source.path, reason: reason, aside: try source.keepAside())
        } catch {
            return .notMovedAside(path: source.path, reason: reason, moveFailure: error.reason)
        }
    }
}
