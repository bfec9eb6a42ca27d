extension LessonProgress {
    /// This record, made with a text whose steps had the titles `former`, moved onto a text whose
    /// steps have the titles `current`: every step is found again by its title, so a step added
    /// mid-lesson no longer makes the record resume one step early. The step resumed at is the
    /// saved step's, or, when its title is gone, the step after the nearest earlier one still
    /// there; goals and counts of steps that are gone are dropped. Answers and checks stay.
    package func carried(from former: [String], to current: [String]) -> LessonProgress {
        var firstIndex: [String: Int] = [:]
        for (index, title) in current.enumerated() where firstIndex[title] == nil { firstIndex[title] = index }
        let moved: (Int) -> Int? = { old in
            former.indices.contains(old) ? firstIndex[former[old]] : nil
        }
        var result = self
        result.step = Self.resumed(from: step, former: former, moved: moved, stepCount: current.count)
        result.goalsMet = Array(Set(goalsMet.compactMap(moved))).sorted()
        result.commandsTried = Self.moved(commandsTried, moved)
        result.hintsAsked = Self.moved(hintsAsked, moved)
        result.stepTitles = current
        return result
    }

    /// Whether the saved step's own title is in `current`: the record resumes at that very step.
    package func resumesAtSameStep(from former: [String], to current: [String]) -> Bool {
        former.indices.contains(step) && current.contains(former[step])
    }

    private static func resumed(from step: Int, former: [String], moved: (Int) -> Int?, stepCount: Int) -> Int {
        let last = max(0, stepCount - 1)
        var earlier = min(step, former.count - 1)
        while earlier >= 0 {
            if let index = moved(earlier) { return min(earlier == step ? index : index + 1, last) }
            earlier -= 1
        }
        return 0
    }

    private static func moved(_ counts: [String: Int], _ moved: (Int) -> Int?) -> [String: Int] {
        var result: [String: Int] = [:]
        for (key, count) in counts {
            guard let old = Int(key), let index = moved(old) else { continue }
            // Two old steps of one title (a text that had a duplicate) add up, capped.
            let (sum, overflow) = (result[String(index)] ?? 0).addingReportingOverflow(count)
            result[String(index)] = overflow ? Int.max : sum
        }
        return result
    }
}
