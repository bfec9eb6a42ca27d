extension LessonProgress {
    /// What two sessions did in one lesson, together: nothing either did is lost.
    ///
    /// Every field merges by a rule that only adds (the furthest step, the union of goals, answers
    /// from both with this session's winning a clash), so merging in any order gives the same
    /// learner the same credit. Counts (commands tried, hints asked) add what each side did since
    /// `base`, the record both started from; with no common base (two copies of one record) the
    /// larger count is kept, so nothing is counted twice. A new field gets its one line here.
    func merged(with other: LessonProgress, since base: LessonProgress? = nil) -> LessonProgress {
        var result = self
        result.step = max(step, other.step)
        result.goalsMet = Array(Set(goalsMet).union(other.goalsMet)).sorted()
        result.answers = other.answers.merging(answers) { _, mine in mine }
        // A first answer already saved was given before this session's save: it stays first.
        result.firstAnswers = firstAnswers.merging(other.firstAnswers) { _, saved in saved }
        result.commandsTried = Self.counts(commandsTried, other.commandsTried, since: base?.commandsTried)
        result.hintsAsked = Self.counts(hintsAsked, other.hintsAsked, since: base?.hintsAsked)
        // Checks are counts too: two terminals checking at once each add theirs.
        let checks = Self.counts(
            exercises.mapValues(\.checks), other.exercises.mapValues(\.checks), since: base?.exercises.mapValues(\.checks))
        result.exercises = exercises.merging(other.exercises) { mine, saved in mine.merged(with: saved) }
        for (slug, count) in checks { result.exercises[slug]?.checks = count }
        result.stepsKey = stepsKey ?? other.stepsKey
        // The titles go with the key they were saved under.
        result.stepTitles = stepsKey != nil ? stepTitles : other.stepTitles
        return result
    }

    /// The same progress with numbers no lesson of `stepCount` steps can have brought in range: the
    /// step within the lesson, goals and counts only of steps it has.
    package func fitted(toSteps stepCount: Int) -> LessonProgress {
        var result = self
        result.step = min(max(0, step), max(0, stepCount - 1))
        result.goalsMet = goalsMet.filter { (0..<stepCount).contains($0) }
        let inLesson: (String, Int) -> Bool = { key, _ in Int(key).map { (0..<stepCount).contains($0) } ?? false }
        result.commandsTried = commandsTried.filter(inLesson)
        result.hintsAsked = hintsAsked.filter(inLesson)
        return result
    }

    private static func counts(_ mine: [String: Int], _ theirs: [String: Int], since base: [String: Int]?) -> [String: Int] {
        guard let base else { return mine.merging(theirs) { max($0, $1) } }
        var result: [String: Int] = [:]
        for key in Set(mine.keys).union(theirs.keys) {
            let start = base[key] ?? 0
            // Each side's own additions, summed without overflow: counts read from files are capped,
            // but a count can still have been saturated at Int.max by an earlier merge.
            let ours = (mine[key] ?? 0).subtractingReportingOverflow(start)
            let others = (theirs[key] ?? 0).subtractingReportingOverflow(start)
            let (added, addOverflow) = max(0, ours.overflow ? 0 : ours.partialValue)
                .addingReportingOverflow(max(0, others.overflow ? 0 : others.partialValue))
            let (sum, overflow) = start.addingReportingOverflow(added)
            result[key] = overflow || addOverflow ? Int.max : sum
        }
        return result
    }
}
