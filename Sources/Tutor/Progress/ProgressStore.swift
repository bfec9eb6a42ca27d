import Foundation
import StateStore

/// Keeps `Progress` in memory and on disk: every change is saved at once, atomically; a file that
/// cannot be read is kept aside with a warning, never silently dropped.
public final class ProgressStore {
    public private(set) var progress: Progress
    private let file: AtomicFile?
    /// Cleared when an unusable file could not be moved aside: it is never written over.
    private var writable = true

    /// A store over `file`; `nil` keeps progress for this run only.
    public init(file: AtomicFile?) {
        self.file = file
        self.progress = Progress()
    }

    /// Reads the saved progress, first clearing temporaries an earlier run was killed while writing.
    /// Returns warnings for the learner.
    public func load() -> [String] {
        guard let file else { return [] }
        file.removeAbandonedTemporaries()
        let contents: AtomicFile.Contents
        do {
            contents = try file.read()
        } catch {
            return [setAside(file, because: error.reason)]
        }
        guard case .bytes(let bytes) = contents else { return [] }
        do {
            let decoded = try JSONDecoder().decode(Progress.self, from: Data(bytes))
            guard decoded.version == Progress.currentVersion else {
                return [setAside(file, because: "it has version \(decoded.version), this Podbay reads \(Progress.currentVersion)")]
            }
            progress = decoded
            return []
        } catch {
            return [setAside(file, because: "it is not valid progress JSON")]
        }
    }

    /// Changes one lesson's progress and saves. Returns a warning when saving failed.
    @discardableResult
    public func update(_ lessonID: String, _ change: (inout LessonProgress) -> Void) -> String? {
        var lesson = progress.lesson(lessonID)
        change(&lesson)
        progress.lessons[lessonID] = lesson
        progress.lastLesson = lessonID
        return save()
    }

    /// Forgets one lesson, or every lesson when `lessonID` is `nil`, and saves.
    @discardableResult
    public func reset(_ lessonID: String?) -> String? {
        if let lessonID {
            progress.lessons[lessonID] = nil
        } else {
            progress = Progress()
        }
        return save()
    }

    /// The progress as the JSON saved on disk (sorted keys, so the same progress prints the same).
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(progress) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private func save() -> String? {
        guard let file, writable else { return nil }
        do {
            try file.write(Array((json() + "\n").utf8))
            return nil
        } catch {
            return "warning: progress not saved: \(error)"
        }
    }

    private func setAside(_ file: AtomicFile, because reason: String) -> String {
        do {
            let aside = try file.keepAside()
            return "warning: progress file \(file.path) unusable (\(reason)); kept aside as \(aside); starting afresh"
        } catch {
            writable = false
            return "warning: progress file \(file.path) unusable (\(reason)); could not move it aside (\(error.reason)); progress will not be saved over it"
        }
    }
}
