import Foundation

/// `progress.json` as read from disk: the `Progress` this Podbay understands, and the whole JSON
/// object as written, so a save keeps the fields it does not know.
///
/// The file is data from outside: numbers are brought into range here (a negative step is 0,
/// goals of negative steps are dropped); a step past a lesson's end is fitted later, by
/// `ProgressStore.fit(toStepCounts:)`, which knows the lessons.
struct ProgressDocument: Equatable {
    /// The top-level keys `Progress` writes; any other key is kept as found.
    private static let knownKeys: Set = ["version", "lastLesson", "lessons"]

    var progress: Progress
    var members: [String: JSONValue]

    init(progress: Progress = Progress(), members: [String: JSONValue] = [:]) {
        self.progress = progress
        self.members = members
    }

    /// Reads a file's bytes, or says in words why they are not progress.
    static func decode(_ bytes: [UInt8]) -> Result<ProgressDocument, ProgressDocumentError> {
        let data = Data(bytes)
        guard let members = (try? JSONDecoder().decode(JSONValue.self, from: data))?.members,
              let decoded = try? JSONDecoder().decode(Progress.self, from: data)
        else { return .failure(ProgressDocumentError(reason: "it is not valid progress JSON")) }
        guard decoded.version == Progress.currentVersion else {
            return .failure(ProgressDocumentError(
                reason: "it has version \(decoded.version), this Podbay reads \(Progress.currentVersion)"))
        }
        var progress = decoded
        for (id, lesson) in progress.lessons {
            var fixed = lesson
            fixed.step = max(0, lesson.step)
            fixed.goalsMet = Array(Set(lesson.goalsMet.filter { $0 >= 0 })).sorted()
            progress.lessons[id] = fixed
        }
        return .success(ProgressDocument(progress: progress, members: members))
    }

    /// `progress` as this document's JSON: its fields replace the known ones, unknown fields (at the
    /// top and in each lesson still present) stay as they were. Sorted keys, so it prints the same.
    func encoded(_ progress: Progress) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let known = (try? JSONDecoder().decode(JSONValue.self, from: encoder.encode(progress)))?.members else {
            return []
        }
        var result = members.filter { !Self.knownKeys.contains($0.key) }
        for (key, value) in known where key != "lessons" { result[key] = value }
        let oldLessons = members["lessons"]?.members ?? [:]
        var lessons: [String: JSONValue] = [:]
        for (id, value) in known["lessons"]?.members ?? [:] {
            let kept = oldLessons[id]?.members ?? [:]
            lessons[id] = .object(kept.merging(value.members ?? [:]) { _, new in new })
        }
        result["lessons"] = .object(lessons)
        guard let data = try? encoder.encode(JSONValue.object(result)) else { return [] }
        return Array(data) + [UInt8(ascii: "\n")]
    }
}

/// Why bytes are not a progress file, in words for the learner.
struct ProgressDocumentError: Error, Equatable {
    let reason: String
}
