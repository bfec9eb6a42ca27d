import Foundation

/// What `make mutants` prints: each lesson's line and survivors as it is measured, then the total
/// and what fails the run (a lesson below the bar, a wrong reference or starter, a survivor the
/// survivors file does not explain).
struct MutantsReport {
    let explained: SurvivorsFile
    let survivorsFile: String
    let verbose: Bool

    /// One lesson's line, its problems and survivors (and with `verbose`, every mutant killed or
    /// stillborn, with why).
    func lesson(_ lesson: LessonMutants) {
        let percent = String(format: "%.0f%%", lesson.percent)
        print("\(lesson.title): mutants: \(lesson.killed.count) of \(lesson.counted) killed (\(percent)), "
            + "\(lesson.equivalent.count) equivalent, \(lesson.stillborn.count) stillborn; \(Int(lesson.seconds.rounded())) s")
        for problem in [lesson.referenceProblem, lesson.starterProblem].compactMap({ $0 }) {
            print("  PROBLEM: \(problem)")
        }
        let fileName = URL(fileURLWithPath: survivorsFile).lastPathComponent
        for survivor in lesson.equivalent {
            print("  survived, equivalent: \(survivor.name)")
        }
        for survivor in lesson.notKilled {
            print("  survived: \(survivor.name)" + (explained.isListed(survivor, lesson: lesson.number) ? "" : " (not in \(fileName))"))
        }
        guard verbose else { return }
        for (mutant, outcome) in lesson.results {
            switch outcome {
            case .failed(let failure): print("  killed: \(mutant.name): \(failure)")
            case .notBuilt(let error): print("  stillborn: \(mutant.name): \(error)")
            case .passed, .broken, .interrupted: break
            }
        }
    }

    func total(_ lessons: [LessonMutants], seconds: Double, bar: Double) -> Int32 {
        let killed = lessons.map(\.killed.count).reduce(0, +)
        let counted = lessons.map(\.counted).reduce(0, +)
        let stillborn = lessons.map(\.stillborn.count).reduce(0, +)
        let equivalent = lessons.map(\.equivalent.count).reduce(0, +)
        let percent = counted == 0 ? 100 : Double(killed) * 100 / Double(counted)
        print("total: mutants: \(killed) of \(counted) killed (\(String(format: "%.0f%%", percent))), \(equivalent) equivalent, \(stillborn) stillborn, "
            + "\(lessons.count) exercise\(lessons.count == 1 ? "" : "s"); \(Int(seconds.rounded())) s")
        let wrong = lessons.filter { $0.referenceProblem != nil || $0.starterProblem != nil }
        let below = lessons.filter { $0.percent < bar }
        if !below.isEmpty {
            print("below the \(Int(bar))% bar: " + below.map { "\($0.title) \(String(format: "%.0f%%", $0.percent))" }.joined(separator: ", "))
        }
        if !wrong.isEmpty { print("a reference or starter is wrong: " + wrong.map(\.title).joined(separator: ", ")) }
        // A survivor nobody explained is a check that got weaker, or a new mutant to look at.
        let unexplained = lessons.flatMap { lesson in lesson.notKilled.filter { !explained.isListed($0, lesson: lesson.number) } }
        if !unexplained.isEmpty {
            print("survivors not in the survivors file (explain each there, or kill it): " + unexplained.map(\.name).joined(separator: ", "))
        }
        // Listed as surviving but killed now: the file is out of date (a check got stronger).
        let stale = lessons.flatMap { lesson in
            lesson.killed.filter { explained.isListed($0, lesson: lesson.number) }.map { "lesson \(lesson.number): \($0.name)" }
        }
        if !stale.isEmpty { print("killed now, still listed as surviving: " + stale.joined(separator: ", ")) }
        return wrong.isEmpty && below.isEmpty && unexplained.isEmpty ? 0 : 1
    }
}
