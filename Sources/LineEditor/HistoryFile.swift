import StateStore

/// The history list on disk: one entry a line, UTF-8, replaced atomically on save.
public struct HistoryFile: Sendable {
    public let file: AtomicFile
    public let limit: Int

    public init(path: String, limit: Int = HistoryList.defaultLimit) {
        self.file = AtomicFile(path: path)
        self.limit = limit
    }

    /// Loads the saved list. A file that is not text (invalid UTF-8 or NUL bytes) or cannot be read
    /// is moved aside and reported in `warnings`; the session then starts with an empty history.
    /// Temporaries left by a run killed while saving are deleted first.
    public func load() -> (history: HistoryList, warnings: [String]) {
        file.removeAbandonedTemporaries()
        let contents: AtomicFile.Contents
        do {
            contents = try file.read()
        } catch {
            return (HistoryList(limit: limit), [setAside(because: error.reason)])
        }
        guard case .bytes(let bytes) = contents else { return (HistoryList(limit: limit), []) }
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
            return (HistoryList(limit: limit), [setAside(because: "it is not text")])
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        return (HistoryList(entries: lines, limit: limit), [])
    }

    /// Saves the list; returns a warning when the file could not be written.
    public func save(_ history: HistoryList) -> String? {
        let text = history.entries.map { $0 + "\n" }.joined()
        do {
            try file.write(Array(text.utf8))
            return nil
        } catch {
            return "warning: history not saved: \(error)"
        }
    }

    private func setAside(because reason: String) -> String {
        do {
            let aside = try file.keepAside()
            return "warning: history file \(file.path) unusable (\(reason)); kept aside as \(aside)"
        } catch {
            return "warning: history file \(file.path) unusable (\(reason)); could not move it aside: \(error.reason)"
        }
    }
}
