import Foundation
import LessonFormat
import Loader
import Parallel
import Tutor

/// One exercise's reference, starters and every mutant of the reference, each built with the
/// check scene and checked (`ExerciseChecker`); what became of each.
struct ExerciseMutation: Sendable {
    enum Measurement {
        case measured(LessonMutants)
        case broken([String])
        case interrupted
    }

    let checker: ExerciseChecker
    /// Where the mutants' files are written, one folder each.
    let work: String
    let explained: SurvivorsFile

    /// The reference, the starters and every mutant, checked `jobs` at a time.
    func measure(jobs: Int, progress: ProgressLine?) -> Measurement {
        let lesson = checker.lesson
        let start = Date()
        let solutionSources = checker.exercise.solutions.map { path in
            (path: path, text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
        }
        let maker = MutantMaker(types: Self.declaredTypes(checker.exercise, solutions: solutionSources))
        let mutants = solutionSources.flatMap { maker.mutants(file: LessonExercise.fileName($0.path), text: $0.text) }
        // Job 0 is the reference, 1 the starters, then the mutants. The reference goes first and
        // alone: every other check is compared with what it did (`SolutionComparison`).
        let count = mutants.count + 2
        let done = SharedCounter()
        let reference = checker.check(checker.exercise.solutions)
        progress?.show("mutants: lesson \(lesson.number), \(done.add()) of \(count)…")
        let rest = Array(1..<count).concurrentMap(workers: jobs) { index -> CheckOutcome in
            guard !Interruption.happened else { return .interrupted }
            let outcome = outcome(of: index, mutants: mutants, solutions: solutionSources, comparedWith: reference.verdict)
            progress?.show("mutants: lesson \(lesson.number), \(done.add()) of \(count)…")
            return outcome
        }
        let all = [reference.outcome] + rest
        if Interruption.happened || all.contains(where: { if case .interrupted = $0 { true } else { false } }) { return .interrupted }
        for outcome in all {
            if case .broken(let lines) = outcome { return .broken(lines) }
        }
        let referenceProblem: String? = switch all[0] {
        case .passed: nil
        case .failed(let failure): "the reference solution does not pass: \(failure)"
        case .notBuilt(let error): "the reference solution does not build: \(error)"
        case .broken, .interrupted: "the reference solution was not checked"
        }
        let starterProblem: String? = if case .passed = all[1] { "the starter already passes its check" } else { nil }
        return .measured(LessonMutants(
            number: lesson.number, id: lesson.id, referenceProblem: referenceProblem, starterProblem: starterProblem,
            results: mutants.enumerated().map { ($1, all[$0 + 2]) },
            seconds: Date().timeIntervalSince(start),
            equivalent: mutants.enumerated().filter { index, mutant in
                if case .passed = all[index + 2] { explained.isEquivalent(mutant, lesson: lesson.number) } else { false }
            }.map(\.element)))
    }

    /// Job `index`: 1 the starters, then each mutant; compared with the reference's verdict.
    private func outcome(
        of index: Int, mutants: [Mutant], solutions: [(path: String, text: String)], comparedWith solution: ExerciseVerdict?
    ) -> CheckOutcome {
        switch index {
        case 1: return checker.check(checker.exercise.starters, comparedWith: solution).outcome
        default:
            let mutant = mutants[index - 2]
            guard let files = Self.write(mutant, solutions: solutions, into: work + "/" + mutant.slug) else {
                return .broken(["cannot write \(mutant.name) in \(work)"])
            }
            return checker.check(files, comparedWith: solution).outcome
        }
    }

    /// Each mutant's name and the lines it changes (`-` the reference's, `+` the mutant's).
    static func list(_ lesson: LessonText) {
        for exercise in lesson.steps.compactMap(\.exercise) {
            let solutions = exercise.solutions.map { path in (path: path, text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "") }
            let maker = MutantMaker(types: declaredTypes(exercise, solutions: solutions))
            for solution in solutions {
                let reference = solution.text.components(separatedBy: "\n")
                for mutant in maker.mutants(file: LessonExercise.fileName(solution.path), text: solution.text) {
                    let changed = mutant.text.components(separatedBy: "\n")
                    print("lesson \(lesson.number): \(mutant.name)")
                    for line in reference where !changed.contains(line) { print("  - " + line) }
                    for line in changed where !reference.contains(line) { print("  + " + line) }
                }
            }
        }
    }

    private static func declaredTypes(_ exercise: LessonExercise, solutions: [(path: String, text: String)]) -> DeclaredTypes {
        let checkSources = exercise.checkSources.flatMap(swiftFiles).compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        return DeclaredTypes(sources: (checkSources + solutions.map(\.text)).map(SwiftSource.init))
    }

    /// The mutant's folder: the reference's files, the changed one changed; their paths.
    private static func write(_ mutant: Mutant, solutions: [(path: String, text: String)], into folder: String) -> [String]? {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return try solutions.map { solution in
                let name = LessonExercise.fileName(solution.path)
                let path = folder + "/" + name
                try (name == mutant.file ? mutant.text : solution.text).write(toFile: path, atomically: false, encoding: .utf8)
                return path
            }
        } catch {
            return nil
        }
    }

    /// A check source as its Swift files: the file, or a folder's files at any depth, sorted.
    private static func swiftFiles(_ path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return [path] }
        let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".swift") }.sorted().map { path + "/" + $0 }
    }
}
