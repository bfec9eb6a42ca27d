/// One lesson's exercise measured: whether its reference passes and its starters fail, and what
/// became of each mutant.
struct LessonMutants: Sendable {
    let number: Int
    let id: String
    /// Why the reference is wrong (does not build, does not pass), or nil when it passes.
    let referenceProblem: String?
    /// Why the starters are wrong (they pass), or nil when they fail as they should.
    let starterProblem: String?
    let results: [(mutant: Mutant, outcome: CheckOutcome)]
    let seconds: Double
    /// Survivors the survivors file says behave exactly as the reference.
    let equivalent: [Mutant]

    var killed: [Mutant] { results.filter { if case .failed = $0.outcome { true } else { false } }.map(\.mutant) }
    var survivors: [Mutant] { results.filter { if case .passed = $0.outcome { true } else { false } }.map(\.mutant) }
    var stillborn: [(mutant: Mutant, error: String)] {
        results.compactMap { if case .notBuilt(let error) = $0.outcome { ($0.mutant, error) } else { nil } }
    }

    /// Survivors not shown equivalent: wrong code the check passes.
    var notKilled: [Mutant] { survivors.filter { survivor in !equivalent.contains { $0.name == survivor.name } } }

    /// The mutants that count: built, and not equivalent.
    var counted: Int { killed.count + notKilled.count }

    /// Killed of those that built, in percent (100 when none built).
    var percent: Double { counted == 0 ? 100 : Double(killed.count) * 100 / Double(counted) }

    var title: String { "lesson \(number) (\(id))" }
}
