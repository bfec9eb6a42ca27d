import CommandLanguage
import Inspector
import LessonFormat
import Lessons
import Progress
import Testing
import Tutor

/// Each interaction driven alone against a recording view: what it was told, and the
/// renderables it produced, compared as data. No terminal, no words. Interactions hold their
/// view and navigation weakly, as the screen's parts do, so each test keeps its own.
@Suite struct InteractionTests {
    private let table = CommandTable.podbay
    private func spec(_ name: String) throws -> CommandSpec { try #require(table.command(named: name)) }

    /// A navigation over the shipped lessons, with `lesson` open when given.
    private func navigation(_ session: InspectorSession, opening lesson: String? = nil) throws -> LessonNavigation {
        let navigation = LessonNavigation(scenes: LessonScenes.catalog, inspector: session)
        if let lesson {
            let text = try #require(try bundledLessons().first { $0.id == lesson })
            _ = try #require(navigation.open(text, atStep: 0))
        }
        return navigation
    }

    @Test func helpListsCommandsExplainsOneAndSuggestsForATypo() throws {
        let view = RecordingView()
        let help = HelpInteraction(table: table)
        help.use(view)
        #expect(help.didAskForHelp(nil, try spec("help")) == .ran)
        #expect(help.didAskForHelp("graph", try spec("help")) == .ran)
        #expect(help.didAskForHelp("strnog", try spec("help")) == .refused)
        #expect(view.others == ["CommandList", "CommandHelp:" + (try spec("graph")).usage])
        #expect(view.refusals == [.noSuchHelpTopic(try spec("help"), "strnog", suggestion: "strong")])
    }

    @Test func routeBeforeAnyActionSaysSoAndTraceSwitches() throws {
        let view = RecordingView()
        let session = InspectorSession()
        let route = RouteInteraction(session: session, symbols: .ascii)
        route.use(view)
        #expect(route.didAskForRoute(.text) == .ran)
        #expect(route.didSwitchTrace(on: true) == .ran)
        #expect(session.traceOn)
        #expect(view.notices == [.noRouteYet, .trace(on: true)])
    }

    @Test func withoutALessonTheInspectorRefusesAndOffersTheReplsOwnGraph() throws {
        let view = RecordingView()
        let session = InspectorSession()
        let census = CensusInteraction(session: session, symbols: .ascii)
        census.use(view)
        let navigation = try navigation(session)
        census.use(navigation)
        #expect(census.didAskForCensus() == .refused)
        #expect(view.refusals == [.noLesson(orOwnObjects: true)])
    }

    @Test func whyOnAnUnknownNameListsTheLiveObjects() throws {
        let view = RecordingView()
        let session = InspectorSession()
        let census = CensusInteraction(session: session, symbols: .ascii)
        census.use(view)
        let navigation = try navigation(session, opening: "renderable")
        census.use(navigation)
        #expect(census.didAskWhy("Nobody#1", try spec("why")) == .refused)
        guard case .unknownObject(_, "Nobody#1", let live)? = view.refusals.first else {
            Issue.record("expected unknownObject, got \(view.refusals)")
            return
        }
        #expect(live.contains("BannerView#1"))
        #expect(census.didAskWhy("BannerView#1", try spec("why")) == .ran)
        #expect(view.explanations.count == 1)
    }

    /// A type alone names its one live object, whatever its number, so a lesson's text can say
    /// `why DiscoveryOneViewController` on every path; with several alive it names none of them.
    @Test func whyTakesATypeWhileOneObjectHasIt() throws {
        let view = RecordingView()
        let session = InspectorSession()
        let census = CensusInteraction(session: session, symbols: .ascii)
        census.use(view)
        let navigation = try navigation(session, opening: "interaction")
        census.use(navigation)
        #expect(census.didAskWhy("bannerview", try spec("why")) == .ran)
        #expect(view.explanations.count == 1)
        #expect(census.didAskWhy("ButtonView", try spec("why")) == .refused)
        guard case .severalObjects(_, "ButtonView", let live)? = view.refusals.first else {
            Issue.record("expected severalObjects, got \(view.refusals)")
            return
        }
        #expect(live.count >= 2 && live.allSatisfy { $0.hasPrefix("ButtonView#") }, "\(live)")
        #expect(census.didAskWhy("HAL9000ViewController#", try spec("why")) == .refused)
        #expect(census.didAskWhy("Nobody", try spec("why")) == .refused)
        guard case .unknownObject(_, "Nobody", _)? = view.refusals.last else {
            Issue.record("expected unknownObject, got \(view.refusals)")
            return
        }
    }

    @Test func graphDrawsATreeAndDotIsExact() throws {
        let view = RecordingView()
        let session = InspectorSession()
        let graph = GraphInteraction(session: session, symbols: .ascii)
        graph.use(view)
        let navigation = try navigation(session, opening: "interaction")
        graph.use(navigation)
        var arguments = try GraphArguments.parse([])
        #expect(graph.didAskForGraph(arguments, try spec("graph")) == .ran)
        arguments = try GraphArguments.parse(["--format", "dot"])
        #expect(graph.didAskForGraph(arguments, try spec("graph")) == .ran)
        #expect(view.lines.map(\.kind) == [.laidOut, .exact])
        #expect(view.lines.first?.lines.first?.hasPrefix("TextWindow#1  (root: window)") == true)
    }

    @Test func aStepCannotGoBeforeTheFirstAndNextWaitsForTheGoal() throws {
        let view = RecordingView()
        let session = InspectorSession()
        let step = StepInteraction(
            progress: ProgressStore(file: nil), presentation: StepPresentation(symbols: .ascii),
            goals: GoalCheck(inspector: session), catalog: LessonCatalog(lessons: try bundledLessons(), broken: []))
        step.use(view)
        let navigation = try navigation(session, opening: "renderable")
        step.use(navigation)
        #expect(step.didAskForPreviousStep() == .refused)
        #expect(step.didAskForNextStep() == .refused)
        #expect(view.refusals == [.firstStep, .goalNotMet(missing: "run 'screen'")])
        #expect(step.didAskForHint() == .ran)
        guard case .hint(_, 1, _, _)? = view.notices.first else {
            Issue.record("expected the first hint, got \(view.notices)")
            return
        }
    }

    @Test func aChoiceTheQuestionDoesNotHaveIsRefusedWithTheLettersItHas() throws {
        let view = RecordingView()
        let quiz = QuizInteraction(progress: ProgressStore(file: nil), catalog: LessonCatalog(lessons: try bundledLessons(), broken: []))
        quiz.use(view)
        let navigation = try navigation(InspectorSession(), opening: "welcome")
        quiz.use(navigation)
        #expect(quiz.didAnswer("z", try spec("answer")) == .refused)
        guard case .noSuchChoice(_, 1, let letters, "z")? = view.refusals.first else {
            Issue.record("expected noSuchChoice, got \(view.refusals)")
            return
        }
        #expect(!letters.isEmpty && !letters.contains("z"))
    }

    @Test func aTapOnAControlTheSceneLacksNamesWhatItOffers() throws {
        let view = RecordingView()
        let session = InspectorSession()
        let scene = SceneInteraction(style: TerminalStyle(color: false, ascii: true, width: 80), inspector: session)
        scene.use(view)
        let navigation = try navigation(session, opening: "interaction")
        scene.use(navigation)
        #expect(scene.didAct(.tap(control: "nosuch"), try spec("tap")) == .refused)
        guard case .sceneRefused(_, _, let target?)? = view.refusals.first else {
            Issue.record("expected sceneRefused with a target, got \(view.refusals)")
            return
        }
        #expect(target.named == "nosuch" && target.noun == "control" && target.offered.contains("mainButton"))
        #expect(scene.didAct(.tap(control: "mainButton"), try spec("tap")) == .ran)
        #expect(view.others.last == "Screen")
    }
}
