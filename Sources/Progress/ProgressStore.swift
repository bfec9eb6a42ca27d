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
package import StateStore

/// Keeps `LearnerProgress` in memory and on disk: every change is saved at once (a tally noted with
/// `note` waits for the next save), atomically, and merged with what other sessions saved
/// meanwhile; a file that cannot be read is kept aside with a warning, never silently dropped.
///
/// A save takes the lock beside the file (`progress.json.lock`), reads the file again, merges this
/// session's changes into it (`ProgressMerge`) and replaces it, keeping fields this Podbay does not
/// know. So two terminals on one state folder, in any interleaving, lose nothing.
package final class ProgressStore {
    package private(set) var progress: LearnerProgress
    /// What the file held when this session last read or wrote it: the base of the next merge.
    private var base: LearnerProgress
    private let file: AtomicFile?
    private let lock: FileLock?
    /// Changes `note` made that no save has written yet.
    private var pendingNotes = 0
    /// Cleared when an unusable file could not be moved aside: it is never written over.
    private var writable = true
    /// The file as this session last read or wrote it, and its stamp: while the stamp is the same,
    /// no other session has saved, and a save need not read and decode the file again.
    private var lastSeen: (stamp: AtomicFile.Stamp, document: ProgressDocument)?

    /// The last document this session read whole or wrote: when the file turns out unusable
    /// mid-session (damaged on disk), the save starts again from it, so nothing the learner did
    /// before this session, or in it, is lost to the damage.
    private var lastGood: ProgressDocument?
    /// Whether the learner has been told the lock could not be had, since the last save that could.
    private var toldNotLocked = false
    /// A failed write was said; said again only after a save succeeded.
    private var toldNotSaved = false

    /// Called when a save has waited a second or two for another session's lock: the learner is
    /// told why the prompt is slow to come back.
    package var lockWait: (String) -> Void = { _ in }

    /// The file progress is saved in; nil when it lasts for this run only.
    package var path: String? { file?.path }

    /// A store over `file`; `nil` keeps progress for this run only.
    package init(file: AtomicFile?) {
        self.file = file
        self.lock = file.map { FileLock(beside: $0.path) }
        self.progress = LearnerProgress()
        self.base = LearnerProgress()
    }

    /// Reads the saved progress, merging in what an earlier run was killed while writing (a
    /// temporary that holds whole progress; a cut-short one is deleted, the file it would have
    /// replaced being the last good copy). Returns what the learner should be told.
    package func load() -> [ProgressProblem] {
        guard let file, let lock else { return [] }
        let locked = lock.whenLocked(waiting: waitNotice) { () -> [ProgressProblem] in
            var warnings: [ProgressProblem] = []
            let document = current(file, warnings: &warnings)
            var loaded = document.progress
            let temporaries = file.abandonedTemporaries()
            for temporary in temporaries {
                guard case .bytes(let bytes)? = try? file.readTemporary(temporary),
                      case .success(let left) = ProgressDocument.decode(bytes)
                else { continue }
                loaded = ProgressMerge(base: LearnerProgress(), ours: left.progress, theirs: loaded, sharesBase: false).result
            }
            if loaded != document.progress, writable {
                do {
                    try write(document.replacing(loaded), to: file)
                } catch {
                    warnings.append(.notSaved(reason: "\(error)"))
                    return warnings
                }
            }
            for temporary in temporaries { unlink(temporary) }
            progress = loaded
            base = loaded
            return warnings
        }
        switch locked {
        case .success(let warnings): return warnings
        case .failure(let refusal): return notLocked(lock, refusal)
        }
    }

    /// The warning that the lock could not be had, once until a save succeeds again: another
    /// Podbay held it, or the folder cannot be written at all (read-only, a full disk).
    private func notLocked(_ lock: FileLock, _ refusal: FileLock.Refusal) -> [ProgressProblem] {
        defer { toldNotLocked = true }
        guard !toldNotLocked else { return [] }
        switch refusal {
        case .held: return [.notLocked(lock: lock.path)]
        case .unusable(let problem): return [.notSaved(reason: problem.description)]
        }
    }

    private func waitNotice() {
        guard let lock else { return }
        lockWait("waiting for \(lock.path): another Podbay is saving progress")
    }

    /// Brings saved steps into the lessons' range (`stepCounts` by lesson id): a step past a
    /// lesson's end, from a lesson text that shrank or a hand-edited file, resumes at its last step.
    /// Returns one note per step moved; the fitted values are written with the next save.
    package func fit(toStepCounts stepCounts: [String: Int]) -> [ProgressProblem] {
        var notes: [ProgressProblem] = []
        for (id, lesson) in progress.lessons.sorted(by: { $0.key < $1.key }) {
            guard let count = stepCounts[id] else { continue }
            let fitted = lesson.fitted(toSteps: count)
            guard fitted != lesson else { continue }
            // Only `progress`: against an unchanged base the fitted value is this session's change,
            // and the next save writes it instead of merging the far step back in.
            progress.lessons[id] = fitted
            if fitted.step != lesson.step {
                notes.append(.stepPastEnd(lesson: id, stepIndex: lesson.step, steps: count))
            }
        }
        return notes
    }

    /// Changes one lesson's progress and saves. Returns what went wrong while saving, if anything.
    @discardableResult
    package func update(_ lessonID: String, _ change: (inout LessonProgress) -> Void) -> [ProgressProblem] {
        var lesson = progress.lesson(lessonID)
        change(&lesson)
        progress.lessons[lessonID] = lesson
        progress.lastLesson = lessonID
        return save()
    }

    /// Changes one lesson's progress in memory only: a tally (commands tried) that would cost a
    /// save (an fsync, milliseconds) on every command. It is written with the next save, by this
    /// method itself once `unsavedTallies` notes have gathered, or by `flush()` at the end of the
    /// session; a killed session loses fewer than `unsavedTallies`.
    @discardableResult
    package func note(_ lessonID: String, _ change: (inout LessonProgress) -> Void) -> [ProgressProblem] {
        var lesson = progress.lesson(lessonID)
        change(&lesson)
        progress.lessons[lessonID] = lesson
        pendingNotes += 1
        return pendingNotes >= Self.unsavedTallies ? save() : []
    }

    /// Brings in what another session (a second terminal on the same account) saved since this one
    /// last read or wrote the file, so that `progress`, the lesson list and `next` never show or
    /// decide on a stale copy. Costs one `stat` when the file is unchanged; otherwise the file is
    /// read (unlocked: every save replaces it whole, by rename) and merged into memory as a save
    /// would, keeping this session's unsaved changes. Nothing is written.
    @discardableResult
    package func catchUp() -> [ProgressProblem] {
        guard let file, writable, let stamp = file.stamp() else { return [] }
        if let lastSeen, lastSeen.stamp == stamp { return [] }
        var warnings: [ProgressProblem] = []
        let document = current(file, warnings: &warnings)
        progress = ProgressMerge(base: base, ours: progress, theirs: document.progress).result
        base = document.progress
        return warnings
    }

    /// How many noted changes may wait for a save.
    package static let unsavedTallies = 10

    /// Saves what `note` changed, if anything is waiting.
    @discardableResult
    package func flush() -> [ProgressProblem] {
        pendingNotes > 0 ? save() : []
    }

    /// Forgets one lesson, or every lesson when `lessonID` is `nil`, and saves.
    @discardableResult
    package func reset(_ lessonID: String?) -> [ProgressProblem] {
        if let lessonID {
            progress.lessons[lessonID] = nil
        } else {
            progress = LearnerProgress()
        }
        return save()
    }

    /// The progress as JSON (sorted keys, so the same progress prints the same).
    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(progress) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private func save() -> [ProgressProblem] {
        pendingNotes = 0
        guard let file, let lock, writable else { return [] }
        let locked = lock.whenLocked(waiting: waitNotice) { () -> [ProgressProblem] in
            var warnings: [ProgressProblem] = []
            let document = current(file, warnings: &warnings)
            guard writable else { return warnings }
            let merged = ProgressMerge(base: base, ours: progress, theirs: document.progress).result
            do {
                try write(document.replacing(merged), to: file)
                progress = merged
                base = merged
                toldNotSaved = false
            } catch {
                // Kept in `progress` and tried again with the next save; said once, not at every
                // command, while the disk stays full or the folder read-only.
                pendingNotes = max(pendingNotes, 1)
                if !toldNotSaved { warnings.append(.notSaved(reason: "\(error)")) }
                toldNotSaved = true
            }
            return warnings
        }
        switch locked {
        case .failure(let refusal):
            // Never written unlocked: the change stays in `progress`, and the session's last
            // flush (or the next save) merges it in.
            pendingNotes = max(pendingNotes, 1)
            return notLocked(lock, refusal)
        case .success(let warnings):
            toldNotLocked = false
            return warnings
        }
    }

    private func write(_ document: ProgressDocument, to file: AtomicFile) throws(StateFileProblem) {
        lastSeen = nil
        try file.write(document.encoded(document.progress))
        lastSeen = file.stamp().map { ($0, document) }
        lastGood = document
    }

    /// What the file holds now; an unusable file is kept aside (with a warning) and reads as empty.
    private func current(_ file: AtomicFile, warnings: inout [ProgressProblem]) -> ProgressDocument {
        let stamp = file.stamp()
        if let lastSeen, let stamp, lastSeen.stamp == stamp { return lastSeen.document }
        lastSeen = nil
        let contents: AtomicFile.Contents
        do {
            contents = try file.read()
        } catch {
            warnings.append(setAside(file, because: error.reason))
            return lastGood ?? ProgressDocument()
        }
        guard case .bytes(let bytes) = contents else { return lastGood ?? ProgressDocument() }
        switch ProgressDocument.decode(bytes) {
        case .success(let document):
            lastSeen = stamp.map { ($0, document) }
            lastGood = document
            return document
        case .failure(let error):
            warnings.append(setAside(file, because: error.reason))
            return lastGood ?? ProgressDocument()
        }
    }

    private func setAside(_ file: AtomicFile, because reason: String) -> ProgressProblem {
        do {
            let aside = try file.keepAside()
            if lastGood != nil { return .keptAsideRestored(path: file.path, reason: reason, aside: aside) }
            return .keptAside(path: file.path, reason: reason, aside: aside)
        } catch {
            writable = false
            return .notMovedAside(path: file.path, reason: reason, moveFailure: error.reason)
        }
    }
}
