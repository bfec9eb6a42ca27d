import LessonFormat
import Lessons
import Progress
import Testing
import Tutor

/// The learner's real path: every shipped lesson in one process, one after another, played by
/// its own `try:` lines. A test that opens one lesson in a fresh process cannot see what the
/// ninth lesson of a sitting sees (object numbers, leftovers of earlier breaks).
@Suite struct OneSittingTests {
    /// What a sitting printed, read per lesson.
    struct Played {
        var goalsMet: [Int: Int] = [:]
        var refusals: [String] = []
    }

    /// Plays `lessons` in order in `screen`: open, each step's `try:` lines, `next`; counts the
    /// goals announced and the messages that were refusals.
    private func play(_ lessons: [LessonText], on screen: ReplScreen, sink: KindRecordingSink) -> Played {
        var played = Played()
        for lesson in lessons {
            for (index, step) in lesson.steps.enumerated() {
                // `next` leaves an exercise once `check` passes it (ExerciseTests): here the sitting
                // stays at the lesson's first exercise, and the exercises after it are not entered.
                if index > 0 && lesson.steps[index - 1].exercise != nil { break }
                var lines = index == 0 ? ["open \(lesson.id)"] : ["next"]
                // An exercise's tries act on the scene `check` builds (ExerciseTests play them).
                if step.exercise == nil { lines += step.tries }
                for line in lines {
                    let start = sink.text.endIndex
                    let refusals = sink.errors.count
                    _ = screen.didEnter(line: line)
                    played.goalsMet[lesson.number, default: 0] += sink.text[start...].components(separatedBy: "goal met:").count - 1
                    for refusal in sink.errors.dropFirst(refusals) {
                        played.refusals.append("lesson \(lesson.number) step \(index + 1) '\(line)': \(refusal)")
                    }
                }
            }
        }
        return played
    }

    private func expectEveryGoalMet(_ played: Played, _ lessons: [LessonText], _ pass: String) {
        for lesson in lessons {
            // An exercise's goal is met by `check` alone, end to end (ExerciseTests).
            let goals = lesson.steps.filter { $0.exercise == nil }.count
            #expect(
                played.goalsMet[lesson.number] == goals,
                "\(pass): lesson \(lesson.number) met \(played.goalsMet[lesson.number] ?? 0) of \(lesson.steps.count) goals")
        }
        #expect(played.refusals.isEmpty, "\(pass): \(played.refusals.joined(separator: "\n"))")
    }

    /// Lessons 0 to 8, a leak left behind on purpose, then 8 to 0 after `reset all`: every goal
    /// is met in both directions and no `try:` line is refused.
    @Test func everyLessonAfterAnyOtherMeetsEveryGoal() throws {
        let lessons = try bundledLessons()
        #expect(lessons.count >= 9)
        let sink = KindRecordingSink()
        let screen = try bundledRepl(writingTo: sink, width: 80)

        expectEveryGoalMet(play(lessons, on: screen, sink: sink), lessons, "0 to 8")

        // A break in between, its leak left alive when the next lesson opens.
        for line in ["open interaction", "break strong-banner", "tap mainButton", "tap close", "fix", "reset all"] {
            _ = screen.didEnter(line: line)
        }
        expectEveryGoalMet(play(lessons.reversed(), on: screen, sink: sink), lessons, "8 to 0")
    }

    /// Object numbers start again in each lesson: the same commands print the same in a lesson
    /// opened first and in one opened after three others, but for the one line that counts
    /// what earlier lessons leaked.
    @Test func aLessonPrintsTheSameWhateverCameBefore() throws {
        let commands = ["open navigation", "tap open", "graph", "alive", "inspect DiscoveryOneViewController#1", "route"]
        let alone = StringSink()
        let fresh = try bundledRepl(writingTo: alone, width: 80)
        for line in commands { _ = fresh.didEnter(line: line) }

        let after = StringSink()
        let sitting = try bundledRepl(writingTo: after, width: 80)
        for line in ["open interaction", "break strong-banner", "tap mainButton", "tap close", "open assembler"] {
            _ = sitting.didEnter(line: line)
        }
        let start = after.text.endIndex
        for line in commands { _ = sitting.didEnter(line: line) }
        let later = after.text[start...].split(separator: "\n", omittingEmptySubsequences: false)
        // The notice, wrapped: from its first line to the one that ends it.
        guard let first = later.firstIndex(where: { $0.hasPrefix("(not counted here:") }),
            let last = later[first...].firstIndex(where: { $0.hasSuffix("says what keeps it alive)") })
        else {
            Issue.record("no notice of earlier leaks in \(later)")
            return
        }
        #expect(later[first...last].joined(separator: " ").hasPrefix("(not counted here: 9 objects that earlier lessons leaked, still alive: "))
        var rest = later
        rest.removeSubrange(first...last)
        #expect(rest == alone.text.split(separator: "\n", omittingEmptySubsequences: false))
    }

    /// A long sitting keeps every leak its breaks made: `alive` counts them all and names the
    /// first ten, and each of the others is still known for what it is.
    @Test func theEarlierLeaksNoticeCountsThemAllAndNamesTen() throws {
        let sink = StringSink()
        let screen = try bundledRepl(writingTo: sink, width: 1000)
        for _ in 1...3 {
            for line in ["open interaction", "break strong-banner", "tap mainButton", "tap close", "open assembler"] {
                _ = screen.didEnter(line: line)
            }
        }
        var start = sink.text.endIndex
        _ = screen.didEnter(line: "alive")
        // Lines joined: the notice wraps.
        let alive = sink.text[start...].split(separator: "\n").joined(separator: " ")
        let notice = alive.components(separatedBy: "(not counted here:").dropFirst().first.map { "(not counted here:" + $0 } ?? ""
        #expect(notice.hasPrefix("(not counted here: 27 objects that earlier lessons leaked, still alive: "), "\(notice)")
        let named = notice.components(separatedBy: "still alive: ").last?.components(separatedBy: ";").first ?? ""
        #expect(named.split(separator: " ").prefix { $0 != "and" }.count == 10, "\(named)")
        #expect(named.hasSuffix(" and 17 more"), "\(named)")

        // Each opening numbers from 1: the second and third openings' leaks are told apart by label.
        start = sink.text.endIndex
        for line in ["why interaction:LabelView#2", "why interaction.2:LabelView#2", "why interaction.3:LabelView#2", "inspect interaction.3:ShipStatusPanel#2"] {
            _ = screen.didEnter(line: line)
        }
        let said = String(sink.text[start...])
        #expect(said.contains("interaction:LabelView#2 is the LabelView#2 that lesson 'interaction' leaked:"), "\(said)")
        #expect(said.contains("interaction.2:LabelView#2 is the LabelView#2 that lesson 'interaction' leaked in another of its openings ('.2' tells them apart):"), "\(said)")
        #expect(said.contains("interaction.3:LabelView#2 is the LabelView#2 that lesson 'interaction' leaked in another of its openings ('.3' tells them apart):"), "\(said)")
        #expect(said.contains("interaction.3:ShipStatusPanel#2 is alive, leaked by an earlier lesson"), "\(said)")
    }

    /// `why` on an object an earlier lesson leaked, by the name that lesson gave it after the
    /// lesson's id, says what keeps it alive; this lesson's own objects keep their names.
    @Test func whyAnswersForAnObjectAnEarlierLessonLeaked() throws {
        let sink = StringSink()
        let screen = try bundledRepl(writingTo: sink, width: 200)
        for line in ["open interaction", "break strong-banner", "tap close", "open assembler", "tap assemble"] {
            _ = screen.didEnter(line: line)
        }
        let start = sink.text.endIndex
        for line in ["alive", "why interaction:HAL9000ViewController#2", "why BannerView#1"] { _ = screen.didEnter(line: line) }
        // Lines joined: the notice and the cycle wrap at 200 columns.
        let text = String(sink.text[start...]).split(separator: "\n").joined(separator: " ")
        // Called by the lesson that leaked it: this lesson's own numbers start again at 1.
        #expect(text.contains("'why interaction:LabelView#2' says what keeps it alive)"), "\(text)")
        #expect(text.contains("interaction:HAL9000ViewController#2 is the HAL9000ViewController#2 that lesson 'interaction' leaked:"))
        #expect(text.contains(
            "leaked: interaction:HAL9000ViewController#2 is alive, no root reaches it, and it is held only by the cycle interaction:HAL9000ViewController#2 -> interaction:StrongBannerPodBayDoorsInteraction#1 -> interaction:HAL9000ViewController#2"))
        // Lesson 3's own banner is its lesson's #1, reached from its window; the leaked one is #2.
        #expect(text.contains("BannerView#1 is kept alive by:"), "\(text)")
        #expect(!text.contains("BannerView#1 is from an earlier lesson"))
        #expect(!text.contains("no live object named"))
    }

    /// Coming back to a lesson at a later step (quit yesterday, open it today): the scene is
    /// brought to where the text expects, so every step's own `try:` lines meet its goal with no
    /// refusal, the "Fix it" steps included.
    @Test func everyStepResumedOnItsOwnMeetsItsGoal() throws {
        for lesson in try bundledLessons() {
            for (index, step) in lesson.steps.enumerated().dropFirst() where step.exercise == nil {
                let progress = ProgressStore(file: nil)
                _ = progress.update(lesson.id) { $0.step = index }
                let sink = KindRecordingSink()
                let screen = try bundledRepl(writingTo: sink, width: 80, progress: progress)
                _ = screen.didEnter(line: "open \(lesson.id)")
                let start = sink.text.endIndex
                for line in step.tries { _ = screen.didEnter(line: line) }
                let place = "lesson \(lesson.number) resumed at step \(index + 1)"
                #expect(sink.errors.isEmpty, "\(place): \(sink.errors.joined(separator: " / "))")
                #expect(sink.text[start...].contains("goal met:"), "\(place): its try: lines did not meet its goal")
            }
        }
    }
}
