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
package import LessonFormat

/// Where the learner's exercise files live: one folder per exercise, under
/// `$XDG_DATA_HOME/podbay/exercises` (else `~/.local/share/podbay/exercises`), filled from the
/// lesson's starters. A file that is there already is the learner's: it is never written over,
/// except by `reset exercise`, which asks first.
package struct ExerciseWorkspace: Sendable {
    package let root: String

    package init(root: String) {
        self.root = root
    }

    /// The standard place for this environment, or nil when neither variable is set.
    package static func standard(environment: [String: String]) -> ExerciseWorkspace? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return ExerciseWorkspace(root: data + "/podbay/exercises")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return ExerciseWorkspace(root: home + "/.local/share/podbay/exercises")
        }
        return nil
    }

    /// `…/exercises/interaction/hold-the-banner-weakly`.
    package func folder(lesson lessonID: String, exercise exerciseID: String) -> String {
        root + "/" + lessonID + "/" + exerciseID
    }

    /// Copies every starter not in the folder yet; returns the names it copied (none when the
    /// learner's files are all there), or why it could not.
    package func prepare(_ exercise: LessonExercise, in folder: String) -> Result<[String], WorkspaceProblem> {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return .failure(WorkspaceProblem(message: "cannot create \(folder): \(Self.reason(error))"))
        }
        var copied: [String] = []
        for starter in exercise.starters {
            let name = LessonExercise.fileName(starter)
            let target = folder + "/" + name
            guard !manager.fileExists(atPath: target) else { continue }
            guard let data = manager.contents(atPath: starter), manager.createFile(atPath: target, contents: data) else {
                return .failure(WorkspaceProblem(message: "cannot copy the starter \(name) into \(folder)"))
            }
            copied.append(name)
        }
        return .success(copied)
    }

    /// The names of the learner's files that are still the starter byte for byte: "kept as you
    /// left them" would be untrue of a file the learner never touched.
    package func untouched(_ exercise: LessonExercise, in folder: String) -> [String] {
        let manager = FileManager.default
        return exercise.starters.compactMap { starter in
            let name = LessonExercise.fileName(starter)
            guard let mine = manager.contents(atPath: folder + "/" + name), mine == manager.contents(atPath: starter) else { return nil }
            return name
        }
    }

    /// The system's reason for a failed file operation (`Permission denied`): FoundationEssentials'
    /// errors carry no sentence of their own.
    private static func reason(_ error: any Error) -> String {
        guard let posix = (error as? CocoaError)?.underlying as? POSIXError else { return "\(error)" }
        return String(cString: strerror(posix.code.rawValue))
    }

    /// Puts the starters back in place of the learner's files.
    package func reset(_ exercise: LessonExercise, in folder: String) -> Result<[String], WorkspaceProblem> {
        for starter in exercise.starters {
            try? FileManager.default.removeItem(atPath: folder + "/" + LessonExercise.fileName(starter))
        }
        return prepare(exercise, in: folder)
    }

    /// Why the workspace could not be made ready.
    package struct WorkspaceProblem: Error, Equatable, Sendable {
        package let message: String
    }
}
