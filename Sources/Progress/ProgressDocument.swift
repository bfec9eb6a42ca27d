#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `progress.json` as read from disk: the `LearnerProgress` this Podbay understands, and the fields it
/// does not (a newer Podbay wrote them), kept as found so a save gives them back.
///
/// The file is data from outside: numbers are brought into range here (a negative step is 0,
/// goals of negative steps are dropped); a step past a lesson's end is fitted later, by
/// `ProgressStore.fit(toStepCounts:)`, which knows the lessons.
package struct ProgressDocument: Equatable {
    package var progress: LearnerProgress
    /// Top-level fields `LearnerProgress` does not have.
    var extras: [String: JSONValue]
    /// By lesson id, the fields `LessonProgress` does not have.
    var lessonExtras: [String: [String: JSONValue]]

    init(progress: LearnerProgress = LearnerProgress(), extras: [String: JSONValue] = [:], lessonExtras: [String: [String: JSONValue]] = [:]) {
        self.progress = progress
        self.extras = extras
        self.lessonExtras = lessonExtras
    }

    /// Reads only the progress in a file's bytes, fields it does not know left out: one decoding
    /// pass where `decode` takes four (what `podbay class` needs, for a class of files).
    package static func progress(in bytes: [UInt8]) -> Result<LearnerProgress, ProgressDocumentProblem> {
        guard let decoded = try? JSONDecoder().decode(LearnerProgress.self, from: Data(bytes)),
            decoded.version == LearnerProgress.currentVersion
        else { return decode(bytes).map(\.progress) }
        return .success(inRange(decoded))
    }

    /// Reads a file's bytes, or says in words why they are not progress.
    package static func decode(_ bytes: [UInt8]) -> Result<ProgressDocument, ProgressDocumentProblem> {
        withoutExtras(Data(bytes)).map { .success($0) } ?? decodeEveryValue(bytes)
    }

    /// `decode` reading every value as it is (`JSONValue`), so fields this Podbay does not know
    /// are kept, and what is wrong is said: four passes over the file.
    static func decodeEveryValue(_ bytes: [UInt8]) -> Result<ProgressDocument, ProgressDocumentProblem> {
        let data = Data(bytes)
        let notProgress = "it is not valid progress JSON"
        guard bytes.contains(where: { !(UInt8(ascii: " ") == $0 || (9...13).contains($0)) }) else {
            return .failure(ProgressDocumentProblem(reason: notProgress, kind: .empty))
        }
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: data) else {
            return .failure(ProgressDocumentProblem(reason: notProgress, kind: .notJSON))
        }
        guard let members = value.members, case .integer? = members["version"], members["lessons"]?.members != nil else {
            return .failure(ProgressDocumentProblem(reason: notProgress, kind: .foreign))
        }
        guard let decoded = try? JSONDecoder().decode(LearnerProgress.self, from: data) else {
            return .failure(ProgressDocumentProblem(reason: notProgress, kind: .damaged))
        }
        guard decoded.version == LearnerProgress.currentVersion else {
            return .failure(ProgressDocumentProblem(
                reason: "it has version \(decoded.version), this Podbay reads \(LearnerProgress.currentVersion)",
                kind: .otherVersion(decoded.version)))
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
        return .success(ProgressDocument(progress: inRange(decoded), extras: extras, lessonExtras: lessonExtras))
    }

    /// The document, when the file holds only fields this Podbay writes (every file it wrote
    /// itself): two decoding passes, its members' names and then the progress, where the general
    /// path below takes four over every value (a returning learner's start-up spent 8.5 million
    /// instructions on a 2.5 KB file). Nil when anything is off or unknown: `decodeEveryValue`
    /// then decides, and says why.
    static func withoutExtras(_ data: Data) -> ProgressDocument? {
        guard let names = try? JSONDecoder().decode(ProgressMemberNames.self, from: data),
            case .integer? = names.version,
            names.members.isSubset(of: ["version", "format", "lastLesson", "lessons"]),
            let decoded = try? JSONDecoder().decode(LearnerProgress.self, from: data),
            decoded.version == LearnerProgress.currentVersion,
            names.lessons.allSatisfy({ id, members in decoded.lessons[id].map { members.isSubset(of: $0.encodedKeys) } ?? false })
        else { return nil }
        return ProgressDocument(progress: inRange(decoded))
    }

    /// No lesson has more steps than this, and no learner tries more commands at one step: larger
    /// numbers in a file are a hand edit or damage; a goal or a count's step beyond it is dropped,
    /// a count is brought down to it, so no sum or `+ 1` on them can overflow. (The step to resume
    /// at is kept as written: it is fitted to its lesson, and said, when the catalog is known.)
    package static let largestNumber = 1_000_000

    /// `progress` with numbers no learner can have brought in range.
    private static func inRange(_ decoded: LearnerProgress) -> LearnerProgress {
        var progress = decoded
        let range = 0...largestNumber
        for (id, lesson) in progress.lessons {
            var fixed = lesson
            fixed.step = max(0, lesson.step)
            fixed.goalsMet = Array(Set(lesson.goalsMet.filter(range.contains))).sorted()
            // A count is of a step (a number in range) and is positive; a huge count is capped.
            let counted: (String, Int) -> Bool = { key, count in count > 0 && (Int(key).map(range.contains) ?? false) }
            fixed.commandsTried = lesson.commandsTried.filter(counted).mapValues { min($0, largestNumber) }
            fixed.hintsAsked = lesson.hintsAsked.filter(counted).mapValues { min($0, largestNumber) }
            progress.lessons[id] = fixed
        }
        return progress
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
