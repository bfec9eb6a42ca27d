import Testing
import Tutor

/// `progress` says each lesson's exercise: passed at which check, tried, or not tried.
@Suite struct ProgressViewTests {
    private func drawn(_ exercises: [ProgressRenderable.Exercise]) -> String {
        let sink = StringSink()
        let row = ProgressRenderable.Row(
            number: 2, id: "interaction", goalsMet: 3, steps: 12, quiz: QuizTally(questions: 8, answered: 0, rightFirstTime: 0),
            resumesAt: 12, exercises: exercises)
        TerminalView(sink: sink, style: TerminalStyle(color: false, ascii: true, width: 200)).render(ProgressRenderable(rows: [row]))
        return sink.text
    }

    @Test func anExerciseIsSaidWithItsChecks() {
        #expect(drawn([]).contains("goals 3 of 12, quiz"))
        #expect(drawn([.init(checks: 0, passedAfter: nil)]).contains("goals 3 of 12, exercise not tried, quiz"))
        #expect(drawn([.init(checks: 1, passedAfter: nil)]).contains(", exercise not passed (1 check), quiz"))
        #expect(drawn([.init(checks: 4, passedAfter: 3)]).contains(", exercise passed at check 3, quiz"))
        #expect(drawn([.init(checks: 4, passedAfter: 3), .init(checks: 2, passedAfter: nil)])
            .contains(", exercises 1 of 2 passed (6 checks), quiz"))
    
        // A hand-edited file: negative counts read as none, a sum that would overflow stops.
        #expect(drawn([.init(checks: -5, passedAfter: nil)]).contains(", exercise not tried, quiz"))
        #expect(drawn([.init(checks: Int.max, passedAfter: nil), .init(checks: 3, passedAfter: nil)])
            .contains(", exercises 0 of 2 passed (\(Int.max) checks), quiz"))
    }
}
