import Foundation
import LessonFormat
import Lessons
import LineEditor
import Progress
import StateStore
import Tutor

/// Each input is the bytes of a state file, planted as both `progress.json` and `history` in a
/// scratch state folder; then podbay's start-up and a few saves run on them: load, fit to the
/// shipped lessons, `lessons`, `progress` and `progress --json`, a save, a second session's load.
/// Warnings are expected answers; a crash, a trap, an ASan report or a failed `precondition` (a
/// saved file that does not read back the same) is a finding.
enum StateFileTarget {
    static func test(_ bytes: [UInt8]) {
        StateFolder.plant(bytes)
        StateFolder.checkProgress()
        StateFolder.checkHistory()
    }
}

/// The scratch folder, made once per run (in memory when /dev/shm is there: saves fsync).
enum StateFolder {
    private static let path: String = {
        let path = (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp") + "/podbay-fuzz-\(getpid())"
        mkdir(path, 0o700)
        return path
    }()
    private static let progress = path + "/progress.json"
    private static let history = path + "/history"
    private static let catalog = LessonLibrary(scenes: LessonScenes.catalog)
        .catalog(folders: [LessonTextDirectory.bundled()].compactMap { $0 }).catalog

    /// Empties the folder and writes `bytes` as both state files.
    static func plant(_ bytes: [UInt8]) {
        empty()
        for file in [progress, history] {
            precondition(FileManager.default.createFile(atPath: file, contents: Data(bytes)), "planted \(file)")
        }
    }

    /// Deletes the folder and what is in it.
    static func remove() {
        empty()
        rmdir(path)
    }

    private static func empty() {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            unlink(path + "/" + name)
        }
    }

    static func checkProgress() {
        let store = ProgressStore(file: AtomicFile(path: progress))
        _ = store.load()
        _ = store.fit(to: catalog)
        // The views that once trapped on `step + 1`.
        let configuration = ReplConfiguration(
            table: .podbay, catalog: catalog, scenes: LessonScenes.catalog, progress: store,
            sink: DroppingSink(), style: TerminalStyle(color: false, ascii: false, width: 80))
        let screen = ReplScreenAssembler(configuration: configuration).assemble()
        for line in ["lessons", "progress", "progress --json"] { _ = screen.didEnter(line: line) }
        store.update("welcome") { $0.markGoalMet(0) }
        let again = ProgressStore(file: AtomicFile(path: progress))
        precondition(again.load().isEmpty, "a file this Podbay saved loads without a warning")
        precondition(again.progress == store.progress, "a saved file reads back as what was saved")
    }

    static func checkHistory() {
        let file = HistoryFile(path: history, limit: 50)
        let entries = file.load().history.entries
        precondition(entries.count <= 50 && Set(entries).count == entries.count && !entries.contains(""))
        _ = file.append("help")
        _ = file.compact()
        precondition(file.load().history.entries.last == "help", "the line appended last is the newest")
    }
}
