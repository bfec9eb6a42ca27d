import Foundation

/// `progress.json` as read from disk: the `LearnerProgress` this Podbay understands, and the fields it
/// does not (a newer Podbay wrote them), kept as found so a save gives them back.
///
/// The file is data from outside: numbers are brought into range here (a negative step is 0,
/// goals of negative steps are dropped); a step past a lesson's end is fitted later, by
/// `ProgressStore.fit(toStepCounts:)`, which knows the lessons.
struct ProgressDocument: Equatable {
    var progress: LearnerProgress
    /// Top-level fields `LearnerProgress` does not have.
    var extras: [String: JSONValue]
    /// By lesson id, the fields `LessonProgress` does not have.
    var lessonExtras: [String: [String: JSONValue]]

    init(progress: LearnerProgress = LearnerProgress(), extras: [String: JSONValue] = [:], lessonExtras: [String: [String: JSONValue]] = [:]) {
        self.progress = progress
        self.extras = extras
        self.lessonExtras = lessonExtras
    }

    /// Reads a file's bytes, or says in words why they are not progress.
    static func decode(_ bytes: [UInt8]) -> Result<ProgressDocument, ProgressDocumentError> {
        let data = Data(bytes)
        guard let members = (try? JSONDecoder().decode(JSONValue.self, from: data))?.members,
              let decoded = try? JSONDecoder().decode(LearnerProgress.self, from: data)
        else { return .failure(ProgressDocumentError(reason: "it is not valid progress JSON")) }
        guard decoded.version == LearnerProgress.currentVersion else {
            return .failure(ProgressDocumentError(
                reason: "it has version \(decoded.version), this Podbay reads \(LearnerProgress.currentVersion)"))
        }
        // What this Podbay writes for what it read: any other field is an extra.
        let known = Self.members(of: decoded)
        let extras = members.filter { known[$0.key] == nil && !["lastLesson", "lessons"].contains($0.key) }
        var lessonExtras: [String: [String: JSONValue]] = [:]
        let knownLessons = known["lessons"]?.members ?? [:]
        for (id, lesson) in members["lessons"]?.members ?? [:] {
            let knownKeys = knownLessons[id]?.members ?? [:]
            let unknown = (lesson.members ?? [:]).filter { knownKeys[$0.key] == nil }
            if !unknown.isEmpty { lessonExtras[id] = unknown }
        }
        var progress = decoded
        for (id, lesson) in progress.lessons {
            var fixed = lesson
            fixed.step = max(0, lesson.step)
            fixed.goalsMet = Array(Set(lesson.goalsMet.filter { $0 >= 0 })).sorted()
            progress.lessons[id] = fixed
        }
        return .success(ProgressDocument(progress: progress, extras: extras, lessonExtras: lessonExtras))
    }

    /// This document once `progress` replaces what it understands: the extras of lessons that are
    /// gone (reset) go with them.
    func replacing(_ progress: LearnerProgress) -> ProgressDocument {
        ProgressDocument(
            progress: progress, extras: extras,
            lessonExtras: lessonExtras.filter { progress.lessons[$0.key] != nil })
    }

    /// The file's bytes for `progress`, with the extras where they were. Sorted keys, so the same
    /// progress prints the same.
    func encoded(_ progress: LearnerProgress) -> [UInt8] {
        let document = replacing(progress)
        guard !document.extras.isEmpty || !document.lessonExtras.isEmpty else {
            return ((try? Self.encoder.encode(progress)).map(Array.init) ?? []) + [UInt8(ascii: "\n")]
        }
        var result = Self.members(of: progress).merging(document.extras) { known, _ in known }
        var lessons = result["lessons"]?.members ?? [:]
        for (id, extra) in document.lessonExtras {
            lessons[id] = .object((lessons[id]?.members ?? [:]).merging(extra) { known, _ in known })
        }
        result["lessons"] = .object(lessons)
        return ((try? Self.encoder.encode(JSONValue.object(result))).map(Array.init) ?? []) + [UInt8(ascii: "\n")]
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }

    /// `progress` as JSON members, the way the encoder writes it.
    private static func members(of progress: LearnerProgress) -> [String: JSONValue] {
        guard let data = try? encoder.encode(progress) else { return [:] }
        return (try? JSONDecoder().decode(JSONValue.self, from: data))?.members ?? [:]
    }
}
