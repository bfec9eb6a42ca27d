import Testing
import Tutor

/// What a trapped check's output says, read into one line: the runtime's reason, the learner's
/// file and line when the runtime names one, the function from the backtrace; never addresses.
@Suite struct RuntimeTrapReportTests {
    static let workspace = "/home/dave/exercises/interaction/write-the-interaction-yourself"
    static let files: Set<String> = ["PodBayDoorsInteraction.swift"]

    /// As the runtime wrote it for a force-unwrapped nil, with the short backtrace `check` asks for.
    static let forceUnwrap = """
        PodbayLoaded/PodBayDoorsInteraction.swift:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value

        *** Signal 4: Backtracing from 0x7f3e3e96df7f... done ***

        *** Program crashed: Illegal instruction at 0x00007f3e3e96df7f ***

        Thread 0 "podbay" crashed:

          0               0x00007f3e3e96df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          1 [ra]          0x00007f3e3eaf961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
          2 [ra]          0x00005603a39f7bf4 PodBayDoorsInteraction.didTapMainButton() + 339 in podbay
          3 [ra] [thunk]  0x00005603a39f7c79 protocol witness for PodBayDoorsInteracting.didTapMainButton() in conformance PodBayDoorsInteraction + 8 in podbay
          4 [ra]          0x00005603a39f835c closure #1 in HAL9000ViewController.handle(_:) + 59 in podbay
        ...

        Backtrace took 0.08s
        """

    @Test func aForceUnwrapNamesTheLearnersLineAndFunction() {
        let report = RuntimeTrapReport(output: Self.forceUnwrap, workspace: Self.workspace, learnerFiles: Self.files)
        #expect(report == RuntimeTrapReport(
            reason: "Unexpectedly found nil while unwrapping an Optional value",
            place: Self.workspace + "/PodBayDoorsInteraction.swift:12",
            function: "PodBayDoorsInteraction.didTapMainButton()",
            kind: "Fatal error",
            loadedPlace: .init(file: "PodBayDoorsInteraction.swift", line: 12)))
        #expect(report.sentence == "Unexpectedly found nil while unwrapping an Optional value, in PodBayDoorsInteraction.didTapMainButton()")
    }

    /// The standard library's place is not the learner's: left out. Without a backtrace (the
    /// learner set SWIFT_BACKTRACE=enable=no), the runtime's own `Current stack trace` gives no function.
    @Test func aPlaceOutsideTheLearnersFilesIsLeftOut() {
        let output = """
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
            Current stack trace:
            0    libswiftCore.so                    0x00007f5a4c75f130 swift_reportError + 33
            5    podbay                             0x0000564744f55841 <unavailable> + 1275969
            """
        let report = RuntimeTrapReport(output: output, workspace: Self.workspace, learnerFiles: Self.files)
        #expect(report.sentence == "Index out of range")
        let checkScene = "PodbayLoaded/CheckScene.swift:40: Precondition failed: the window is empty\n"
        #expect(RuntimeTrapReport(output: checkScene, workspace: Self.workspace, learnerFiles: Self.files).sentence
            == "the window is empty")
    }

    /// The runtime names the freed object of an `unowned` reference by its address: left out, so
    /// the verdict reads the same on every run.
    @Test func anAddressInTheReasonIsLeftOut() {
        let output = "Fatal error: Attempted to read an unowned reference but object 0x55f1c2a3b4c0 was already deallocated\n"
        #expect(RuntimeTrapReport(output: output, workspace: Self.workspace, learnerFiles: Self.files).sentence
            == "Attempted to read an unowned reference but the object was already deallocated")
        #expect(RuntimeTrapReport.withoutAddresses("bad pointer 0xdeadbeef") == "bad pointer an address")
    }

    @Test func nothingReadableIsNothing() {
        #expect(RuntimeTrapReport(output: "", workspace: Self.workspace, learnerFiles: Self.files).sentence == nil)
        let printed = "the doors are open\n*** Program crashed: Bad pointer dereference at 0x0000000000000008 ***\n"
        #expect(RuntimeTrapReport(output: printed, workspace: Self.workspace, learnerFiles: Self.files).sentence == nil)
    }

    /// A podbay linked with the standard library statically (an installed release on Linux) has
    /// the library's frames in its own image: they are passed over for the learner's function.
    @Test func aStaticBuildsLibraryFramesArePassedOver() {
        let output = """
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
            Thread 0 "podbay" crashed:
              0               0x0000556e1f0e3f7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in podbay
              1 [ra]          0x0000556e1f0e361f _assertionFailure(_:_:file:line:flags:) + 302 in podbay
              2 [ra]          0x0000556e1f1a0aa4 specialized Array.subscript.getter + 52 in podbay
              3 [ra]          0x0000556e1f4b7bf4 MissionClockView.render(_:) + 339 in podbay
            """
        let report = RuntimeTrapReport(output: output, workspace: Self.workspace, learnerFiles: ["MissionClockView.swift"])
        #expect(report.sentence == "Index out of range, in MissionClockView.render(_:)")
        // No learner type among the frames: the first not named as the library's internals (`_…`).
        let elsewhere = RuntimeTrapReport(output: output, workspace: Self.workspace, learnerFiles: ["Other.swift"])
        #expect(elsewhere.function == "specialized Array.subscript.getter")
    }
}
