import CommandLanguage
import LessonFormat
import Testing
import Tutor

/// `check`'s comparison of the learner's run with the solution's, action by action: a message
/// sent twice, in another order, in place of another or not at all, a screen that did not update
/// and an object freed by the wrong action each fail in a sentence naming both runs; what a
/// correct but different solution may change (the inspector's numbers, helper objects of its own
/// types) does not.
@Suite struct SolutionComparisonTests {
    static func message(_ sender: String, _ message: String, _ receiver: String) -> PlayedMessage {
        PlayedMessage(sender: sender, message: message, receiver: receiver)
    }

    static let intent = message("TaskListView#1", "intent .addTap", "Pipeline<TaskListMessages>#1")
    static let changed = message("TaskListCore#1", "event .tasksChanged", "Pipeline<TaskListMessages>#1")
    static let shown = message("TaskListPresenter#1", "update .show([\"a\", \"b\"])", "Pipeline<TaskListMessages>#1")

    static func run(
        add: [PlayedMessage], screen: [String] = ["| a |", "| b |"], closeFrees: [String] = ["TaskListCore#1", "TaskListState#1"],
        addFrees: [String] = []
    ) -> [PlayedAction] {
        [
            PlayedAction(action: "", messages: [], screen: ["| a |"], freed: []),
            PlayedAction(action: "tap add", messages: add, screen: screen, freed: addFrees),
            PlayedAction(action: "tap close", messages: [], screen: [], freed: closeFrees),
        ]
    }

    static let solution = run(add: [intent, changed, shown])

    private func said(_ learner: [PlayedAction]) -> [String] {
        SolutionComparison(solution: Self.solution, learner: learner).failures.map(\.sentence)
    }

    @Test func theSameRunHasNothingToSay() {
        #expect(said(Self.solution).isEmpty)
    }

    /// The identity law: after each action, as many objects of each of the solution's types are
    /// alive as with the solution; objects of the learner's own types, and the numbers, are not
    /// compared.
    @Test func aSecondObjectOfTheSolutionsTypeAliveIsCounted() {
        let built = ["TaskListView#1", "TaskListCore#1", "Pipeline<TaskListMessages>#1"]
        let solution = [PlayedAction(action: "", messages: [Self.intent], screen: [], freed: [], alive: built)]
        let twoCores = [PlayedAction(action: "", messages: [Self.intent], screen: [], freed: [], alive: built + ["TaskListCore#2"])]
        let failures = SolutionComparison(solution: solution, learner: twoCores).failures
        #expect(failures.map(\.sentence) == ["when the scene was built, 2 TaskListCore are alive with your code; with the solution, 1"])
        #expect(failures.map(\.part) == [.freed("TaskListCore")])
        // A helper of the learner's own type, and other numbers for the same objects, say nothing.
        let helper = [PlayedAction(action: "", messages: [Self.intent], screen: [], freed: [],
            alive: ["TaskListCore#7", "TaskListView#1", "Pipeline<TaskListMessages>#1", "CoreHelper#1"])]
        #expect(SolutionComparison(solution: solution, learner: helper).failures.isEmpty)
        // A run recorded without what was alive compares nothing.
        let unrecorded = [PlayedAction(action: "", messages: [Self.intent], screen: [], freed: [])]
        #expect(SolutionComparison(solution: solution, learner: unrecorded).failures.isEmpty)
    }

    @Test func aMessageSentTwiceIsCounted() {
        let failures = SolutionComparison(solution: Self.solution, learner: Self.run(add: [Self.intent, Self.changed, Self.changed, Self.shown])).failures
        #expect(failures.map(\.sentence) == [
            "after 'tap add', your code sent \"TaskListCore -- event .tasksChanged -> Pipeline<TaskListMessages>\" twice; the solution sends it once",
        ])
        #expect(failures.map(\.part) == [.sameMessagesAsSolution])
    }

    @Test func aMessageNeverSentAndAScreenThatDidNotUpdateAreEachSaid() {
        #expect(said(Self.run(add: [Self.intent], screen: ["| a |"])) == [
            "after 'tap add', your code sent no \"TaskListCore -- event .tasksChanged -> Pipeline<TaskListMessages>\"; the solution sends it once",
            "after 'tap add', the screen lacks \"b\", which the solution's shows",
        ])
    }

    @Test func messagesInAnotherOrderAreSaidInOrder() {
        #expect(said(Self.run(add: [Self.intent, Self.shown, Self.changed])) == [
            "after 'tap add', your code sent \"TaskListPresenter -- update .show([\"a\", \"b\"]) -> Pipeline<TaskListMessages>\" before "
                + "\"TaskListCore -- event .tasksChanged -> Pipeline<TaskListMessages>\"; "
                + "the solution sends \"TaskListCore -- event .tasksChanged -> Pipeline<TaskListMessages>\" first",
        ])
    }

    @Test func aMessageInPlaceOfAnotherNamesBoth() {
        let old = Self.message("TaskListPresenter#1", "update .show([\"a\"])", "Pipeline<TaskListMessages>#1")
        #expect(said(Self.run(add: [Self.intent, Self.changed, old], screen: ["| a |"])).first
            == "after 'tap add', your code sent \"TaskListPresenter -- update .show([\"a\"]) -> Pipeline<TaskListMessages>\" where the solution sends "
            + "\"TaskListPresenter -- update .show([\"a\", \"b\"]) -> Pipeline<TaskListMessages>\"")
    }

    @Test func anObjectKeptPastTheActionThatFreesItIsSaidWithWhereItWent() {
        let learner = [
            Self.solution[0], Self.run(add: [Self.intent, Self.changed, Self.shown])[1],
            PlayedAction(action: "tap close", messages: [], screen: [], freed: ["TaskListState#1"]),
        ]
        let failures = SolutionComparison(solution: Self.solution, learner: learner).failures
        #expect(failures.map(\.sentence) == [
            "after 'tap close', TaskListCore#1 is still alive; with the solution, 'tap close' frees it (yours does not free it while the check runs)",
        ])
        #expect(failures.map(\.part) == [.freed("TaskListCore")])
    }

    @Test func anObjectFreedTooEarlyIsSaid() {
        let learner = Self.run(add: [Self.intent, Self.changed, Self.shown], closeFrees: ["TaskListState#1"], addFrees: ["TaskListCore#1"])
        #expect(said(learner) == [
            "after 'tap add', TaskListCore#1 was freed; the solution frees it only after 'tap close'",
        ])
    }

    /// An object the solution has no counterpart of (the learner made one more of a type) cannot be
    /// said to be kept by the solution: what each run freed is said as counts (red team, 08-two-states).
    @Test func anExtraObjectFreedIsSaidAsCountsNotAsOneTheSolutionKeeps() {
        let learner = Self.run(
            add: [Self.intent, Self.changed, Self.shown], closeFrees: ["TaskListCore#1", "TaskListState#1", "TaskListState#2"])
        #expect(said(learner) == [
            "after 'tap close', TaskListState#2 was freed; the solution's run frees 1 TaskListState there, yours 2",
        ])
    }

    /// A correct solution may make objects the inspector numbers otherwise, and helpers of its own.
    @Test func otherNumbersAndObjectsOfTheLearnersOwnTypesAreNoDifference() {
        let renumbered = Self.run(
            add: [
                Self.message("TaskListView#3", "intent .addTap", "Pipeline<TaskListMessages>#2"),
                Self.message("TaskListCore#2", "event .tasksChanged", "Pipeline<TaskListMessages>#2"),
                Self.message("TaskListPresenter#7", "update .show([\"a\", \"b\"])", "Pipeline<TaskListMessages>#2"),
            ],
            closeFrees: ["ListenerToken#1", "TaskListCore#2", "TaskListState#4"])
        #expect(said(renumbered).isEmpty)
    }

    /// The same messages between other objects: a second object where the solution uses one twice.
    @Test func theSameMessagesBetweenOtherObjectsAreSaid() {
        let second = Self.message("TaskListCore#2", "event .tasksChanged", "Pipeline<TaskListMessages>#1")
        let solution = Self.run(add: [Self.intent, Self.changed, Self.changed])
        let learner = Self.run(add: [Self.intent, Self.changed, second])
        #expect(SolutionComparison(solution: solution, learner: learner).failures.map(\.sentence) == [
            "after 'tap add', message 3 of your code, \"TaskListCore#2 -- event .tasksChanged -> Pipeline<TaskListMessages>#1\", goes between other "
                + "objects than the solution's, \"TaskListCore#1 -- event .tasksChanged -> Pipeline<TaskListMessages>#1\" (objects numbered in the "
                + "order each run first shows them)",
        ])
    }

    /// The first action where the runs part is said; what follows it starts from another scene.
    @Test func onlyTheFirstActionThatDiffersIsSaid() {
        let learner = Self.run(add: [Self.intent], screen: ["| a |"], closeFrees: [])
        #expect(said(learner).allSatisfy { $0.hasPrefix("after 'tap add'") })
    }

    /// A check that plays an action twice says which time the runs parted: `after the second 'tap
    /// add'`, and where an object kept was freed later, by which one.
    @Test func anActionPlayedTwiceIsSaidByWhichTime() {
        let again = [Self.intent, Self.changed, Self.shown]
        let solution = Array(Self.run(add: again).prefix(2)) + Array(Self.run(add: again).dropFirst())
        let learner = Array(Self.run(add: again).prefix(2)) + Array(Self.run(add: [Self.intent, Self.shown]).dropFirst())
        #expect(SolutionComparison(solution: solution, learner: learner).failures.map(\.sentence) == [
            "after the second 'tap add', your code sent no \"TaskListCore -- event .tasksChanged -> Pipeline<TaskListMessages>\"; the solution sends it once",
        ])
        let keeps = Array(Self.run(add: again, addFrees: []).prefix(2)) + Array(Self.run(add: again, closeFrees: []).dropFirst())
        let freesLate = keeps + [PlayedAction(action: "tap add", messages: [], screen: [], freed: ["TaskListCore#1", "TaskListState#1"])]
        let solutionThen = solution + [PlayedAction(action: "tap add", messages: [], screen: [], freed: [])]
        #expect(SolutionComparison(solution: solutionThen, learner: freesLate).failures.map(\.sentence) == [
            "after 'tap close', TaskListCore#1 and TaskListState#1 are still alive; with the solution, 'tap close' frees them "
                + "(yours frees TaskListCore#1 only after the third 'tap add')",
        ])
    }

    @Test func aVerdictComparedFailsWithTheDifferencesAfterItsOwn() {
        let solution = ExerciseVerdict(passed: true, failures: [], goal: "g", actions: [], route: [], played: Self.solution)
        let learner = ExerciseVerdict(passed: true, failures: [], goal: "g", actions: [], route: [], played: Self.run(add: [Self.intent, Self.changed, Self.changed, Self.shown]))
        let compared = learner.compared(withSolution: solution)
        #expect(!compared.passed)
        #expect(compared.failedParts == ["same messages as the solution"])
        #expect(learner.compared(withSolution: ExerciseVerdict(passed: false, failures: ["x"], goal: "g", actions: [], route: [], played: Self.solution)) == learner,
                "a solution that did not pass is nothing to compare with")
        #expect(ExerciseVerdict(passed: true, failures: [], goal: "g", actions: [], route: [], played: Self.solution).compared(withSolution: solution).passed)
    }

    /// A goal's failed `screen contains` quotes the last screen already: the comparison does not
    /// quote it again when the screens first part there, and still does when they part earlier.
    @Test func aScreenTheGoalQuotedIsNotQuotedAgain() {
        let solution = ExerciseVerdict(passed: true, failures: [], goal: "g", actions: [], route: [], played: Self.solution)
        let lastDiffers = Array(Self.run(add: [Self.intent, Self.changed, Self.shown], screen: ["| a |"]).prefix(2))
        let goalFailed = ExerciseVerdict(
            passed: false, failures: ["the screen does not show \"b\"; it shows: a"], goal: "g", actions: [], route: [],
            failedParts: ["screen contains \"b\""], played: lastDiffers)
        #expect(goalFailed.compared(withSolution: solution) == goalFailed)
        let otherFailed = ExerciseVerdict(
            passed: false, failures: ["x"], goal: "g", actions: [], route: [], failedParts: ["no cycles"], played: lastDiffers)
        #expect(otherFailed.compared(withSolution: solution).failedParts == ["no cycles", "same screen as the solution"])
        var earlier = lastDiffers
        earlier[0] = PlayedAction(action: "", messages: [], screen: ["| z |"], freed: [])
        let partedEarlier = ExerciseVerdict(
            passed: false, failures: ["y"], goal: "g", actions: [], route: [], failedParts: ["screen contains \"b\""], played: earlier)
        #expect(partedEarlier.compared(withSolution: solution).failedParts.contains("same screen as the solution"))
    }

    @Test func theLawsAreHintPartsButNoGoal() throws {
        let part = try GoalExpression.parse("same messages as the solution", commands: .podbay).get()
        #expect(part.conditions == [.sameMessagesAsSolution])
        #expect(try GoalExpression.parse("same screen as the solution", commands: .podbay).get().conditions == [.sameScreenAsSolution])
    }
}
