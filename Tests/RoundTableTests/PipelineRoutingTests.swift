import RoundTable
import SuperSimple
import TestSupport
import Testing

@Suite struct PipelineRoutingTests {
    @Test func assemblyBuildsLinksRunsAndUpdatesInOrder() {
        let state = RelayState()
        let recorder = HopRecorder()
        var module: Module<RelayView, RelayJoint>?
        recorder.recording { module = RelayModuleAssembly(state: state) }
        #expect(recorder.lines == [
            "call init: - -> RelayCore",
            "call init: - -> RelayPresenter",
            "call init: - -> RelayView",
            "call init: - -> RelayJoint",
            "call link(core:presenter:joint:view:): - -> Pipeline<RelayMessages>",
            "call run(): - -> RelayCore",
            "call update(firstAppear: true): - -> RelayPresenter",
            "  send update .show(text: \"count 0\"): RelayPresenter -> Pipeline<RelayMessages>",
            "    call handlePresenter(update:): Pipeline<RelayMessages> -> RelayView",
        ])
        #expect(state.received == ["core.run", "presenter.update true"])
        #expect(module?.view.shown == ["count 0"])
    }

    @Test func anIntentGoesToCorePresenterJointAndNestsTheEventItCauses() {
        let state = RelayState()
        let module = RelayModuleAssembly(state: state)
        state.received = []
        let recorder = HopRecorder()
        recorder.recording { module.view.pipeline.notify(intent: .tap) }
        #expect(recorder.lines == [
            "send intent .tap: RelayView -> Pipeline<RelayMessages>",
            "  call handleView(intent:): Pipeline<RelayMessages> -> RelayCore",
            "    send event .started: RelayCore -> Pipeline<RelayMessages>",
            "      call handleCore(event:): Pipeline<RelayMessages> -> RelayPresenter",
            "        send update .show(text: \"count 1\"): RelayPresenter -> Pipeline<RelayMessages>",
            "          call handlePresenter(update:): Pipeline<RelayMessages> -> RelayView",
            "      call handleCore(event:): Pipeline<RelayMessages> -> RelayJoint",
            "  call handleView(intent:): Pipeline<RelayMessages> -> RelayPresenter",
            "  call handleView(intent:): Pipeline<RelayMessages> -> RelayJoint",
        ])
        #expect(state.received == [
            "core.intent tap", "presenter.event started", "joint.event started", "presenter.intent tap",
            "joint.intent tap",
        ])
    }

    @Test func inputFromTheParentGoesToCoreThenPresenter() {
        let state = RelayState()
        let module = RelayModuleAssembly(state: state)
        state.received = []
        let recorder = HopRecorder()
        recorder.recording { module.joint.take(input: .value("x")) }
        #expect(recorder.lines == [
            "call take(input:): - -> RelayJoint",
            "  send input .value(\"x\"): RelayJoint -> Pipeline<RelayMessages>",
            "    call handleJoint(input:): Pipeline<RelayMessages> -> RelayCore",
            "    call handleJoint(input:): Pipeline<RelayMessages> -> RelayPresenter",
        ])
        #expect(state.received == ["core.input value(\"x\")", "presenter.input value(\"x\")"])
    }

    @Test func anUpdateGoesThroughThePipelineToTheViewOnly() throws {
        let state = RelayState()
        let module = RelayModuleAssembly(state: state)
        let pipeline = try #require(module.view.pipeline as? Pipeline<RelayMessages>)
        state.received = []
        let recorder = HopRecorder()
        recorder.recording { pipeline.notify(update: .show(text: "direct")) }
        #expect(module.view.shown == ["count 0", "direct"])
        #expect(state.received.isEmpty)
        #expect(recorder.lines == [
            "send update .show(text: \"direct\"): RelayPresenter -> Pipeline<RelayMessages>",
            "  call handlePresenter(update:): Pipeline<RelayMessages> -> RelayView",
        ])
    }

    @Test func aJointsOutputReachesTheAttachedParent() {
        let module = RelayModuleAssembly()
        var outputs: [RelayMessages.JointOutput] = []
        module.joint.attach { outputs.append($0) }
        let recorder = HopRecorder()
        recorder.recording { module.view.pipeline.notify(intent: .ping) }
        #expect(outputs == [.done("pong")])
        #expect(recorder.lines.last == "    send output .done(\"pong\"): RelayJoint -> parent")
    }

    /// An output sent before the parent attached anything goes nowhere: the hop says so, not "parent".
    @Test func aJointsOutputWithNothingAttachedIsSaidToBeLost() {
        let module = RelayModuleAssembly()
        let recorder = HopRecorder()
        recorder.recording { module.view.pipeline.notify(intent: .ping) }
        #expect(recorder.lines.last == "    send output .done(\"pong\"): RelayJoint -> nobody (nothing attached yet: lost)")
    }

    @Test func aCoreThatCastsItsFaceToSendAnUpdateIsNamedAsTheSender() {
        let module = CastingRelayModuleAssembly()
        let recorder = HopRecorder()
        recorder.recording {
            HopReporter.call(from: nil, to: module.view, "tap") { module.view.pipeline.notify(intent: .tap) }
        }
        #expect(module.view.shown == ["count 0", "from the core"])
        #expect(recorder.lines == [
            "call tap: - -> RelayView",
            "  send intent .tap: RelayView -> Pipeline<RelayMessages>",
            "    call handleView(intent:): Pipeline<RelayMessages> -> CastingRelayCore",
            "      send update .show(text: \"from the core\"): CastingRelayCore -> Pipeline<RelayMessages>",
            "        call handlePresenter(update:): Pipeline<RelayMessages> -> RelayView",
            "    call handleView(intent:): Pipeline<RelayMessages> -> RelayPresenter",
            "    call handleView(intent:): Pipeline<RelayMessages> -> RelayJoint",
        ])
    }

    @Test func aJointsOutputSentByAnotherObjectNamesThatObject() {
        let module = RelayModuleAssembly()
        module.joint.attach { _ in }
        let recorder = HopRecorder()
        recorder.recording {
            HopReporter.call(from: nil, to: module.view, "close") { module.joint.notifyOut(output: .done("x")) }
        }
        #expect(recorder.lines == [
            "call close: - -> RelayView",
            "  send output .done(\"x\"): RelayView -> parent",
        ])
    }

    @Test func anAssemblyFunctionThatSendsAnUpdateIsNotPassedOffAsThePresenter() throws {
        let module = RelayModuleAssembly()
        let pipeline = try #require(module.view.pipeline as? Pipeline<RelayMessages>)
        let recorder = HopRecorder()
        recorder.recording {
            HopReporter.assembly("RelayModuleAssembly") { pipeline.notify(update: .show(text: "from the assembly")) }
        }
        // No sender: the route names the hop it is under, the assembly function.
        #expect(recorder.lines == [
            "call call(): - -> RelayModuleAssembly",
            "  send update .show(text: \"from the assembly\"): - -> Pipeline<RelayMessages>",
            "    call handlePresenter(update:): Pipeline<RelayMessages> -> RelayView",
        ])
    }

    @Test func whereNoHopNamesWhoRunsTheSenderIsTheRoleHandedTheFace() {
        let module = RelayModuleAssembly()
        let recorder = HopRecorder()
        recorder.recording {
            HopReporter.later("a manager's answer") { module.view.pipeline.notify(intent: .tap) }
        }
        #expect(recorder.lines.prefix(2) == [
            "later a manager's answer: - -> run loop",
            "  send intent .tap: RelayView -> Pipeline<RelayMessages>",
        ])
    }

    @Test func withoutAnObserverNothingIsReportedAndMessagesStillFlow() {
        #expect(HopReporter.observer == nil)
        let state = RelayState()
        let module = RelayModuleAssembly(state: state)
        module.view.pipeline.notify(intent: .tap)
        #expect(module.view.shown == ["count 0", "count 1"])
    }
}
