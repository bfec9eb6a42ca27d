/// A three-way merge of progress: what this session started from (`base`), what it has now
/// (`ours`), and what the file holds now (`theirs`, written meanwhile by another terminal).
///
/// Per lesson: a lesson only one side changed takes that side's value, so `prev` and `reset` in this
/// session stick; a lesson both changed merges field by field (`LessonProgress.merged(with:)`), so
/// two terminals never undo each other's work. A lesson this session reset stays reset, unless the
/// other side went on with it after. Counts add what each side did since `base`; when the two are
/// copies of one record with no common base (`sharesBase` false: a temporary left by a killed save),
/// the larger count is kept.
struct ProgressMerge {
    let base: LearnerProgress
    let ours: LearnerProgress
    let theirs: LearnerProgress
    var sharesBase = true

    var result: LearnerProgress {
        var merged = theirs
        let ids = Set(base.lessons.keys).union(ours.lessons.keys).union(theirs.lessons.keys)
        for id in ids {
            merged.lessons[id] = lesson(
                base: base.lessons[id], ours: ours.lessons[id], theirs: theirs.lessons[id])
        }
        merged.lastLesson = ours.lastLesson != base.lastLesson ? ours.lastLesson : theirs.lastLesson
        merged.version = LearnerProgress.currentVersion
        merged.format = LearnerProgress.currentFormat
        return merged
    }

    private func lesson(base: LessonProgress?, ours: LessonProgress?, theirs: LessonProgress?) -> LessonProgress? {
        if ours == base { return theirs }
        if theirs == base { return ours }
        guard let ours else { return theirs }
        guard let theirs else { return ours }
        return ours.merged(with: theirs, since: sharesBase ? base ?? LessonProgress() : nil)
    }
}
