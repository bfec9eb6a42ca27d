package import LessonFormat
package import Progress

/// How a learner's saved record of a lesson reads in the lesson's text as it is now.
package enum SavedProgressReading: Equatable {
    /// Made with this text, or with one whose steps nothing says were different: as saved.
    case asSaved(LessonProgress)
    /// Made with another text of the lesson whose step titles are known: carried onto this one by
    /// title. `from` is the 0-based step saved; `sameStep` says whether that step is still here.
    case carried(LessonProgress, from: Int, sameStep: Bool)
    /// Made with a text of other steps (a lesson folder replacing the lesson): not this text's.
    case otherText

    /// Reads `saved` in `lesson`, with the titles of texts shipped before from `former`.
    package init(_ saved: LessonProgress, in lesson: LessonText, former: FormerStepTitles) {
        let current = lesson.steps.map(\.title)
        if saved.stepsKey == lesson.stepsKey {
            self = .asSaved(saved)
            return
        }
        guard let titles = saved.stepTitles ?? former.titles(of: lesson.id, stepsKey: saved.stepsKey) else {
            // A record from before keys, of a text no table knows: resumed as it always was.
            self = saved.stepsKey == nil ? .asSaved(saved) : .otherText
            return
        }
        // A step past that text's end: the record was not made with it (a record written by hand
        // for today's text, without a key), so it is read as today's.
        if titles == current || !titles.indices.contains(saved.step) {
            self = saved.stepsKey == nil || titles == current ? .asSaved(saved) : .otherText
            return
        }
        guard titles.contains(where: current.contains) else {
            self = .otherText
            return
        }
        self = .carried(
            saved.carried(from: titles, to: current), from: saved.step,
            sameStep: saved.resumesAtSameStep(from: titles, to: current))
    }

    /// The record to show for the lesson (`lessons`, `progress`): a record of another text counts as none.
    package var progress: LessonProgress? {
        switch self {
        case .asSaved(let saved), .carried(let saved, _, _): saved
        case .otherText: nil
        }
    }
}
