@testable import Lessons
import LessonKit
import SuperSimple
import TestSupport
import Testing

@Suite struct AssemblerTests {
    @Test func theAssemblyTreeNestsEachAssemblersOneInitializer() {
        let recorder = HopRecorder()
        recorder.recording {
            _ = DiscoveryOneAssembler(interactionAssembler: PodBayDoorsInteractionAssembler()).assemble()
        }
        #expect(recorder.lines == [
            "call assemble(): - -> DiscoveryOneAssembler",
            "  call assemble(): - -> PodBayDoorsInteractionAssembler",
            "    call init: - -> PodBayDoorsInteraction",
            "  call init: - -> DiscoveryOneViewController",
            "    call render(ButtonRenderable): - -> ButtonView",
            "    call render(BannerRenderable): - -> BannerView",
            "    call use(BannerView): DiscoveryOneViewController -> PodBayDoorsInteraction",
        ])
    }

    @Test func theAuditCountsTheInitializersEachAssemblerCalledItself() {
        let recorder = HopRecorder()
        var reports: [[AssemblerReport]] = []
        recorder.recording {
            for assembler: DiscoveryOneAssembling in [
                DiscoveryOneAssembler(interactionAssembler: PodBayDoorsInteractionAssembler()),
                DoItAllDiscoveryOneAssembler(),
            ] {
                let audit = AssemblyAudit(passingOnTo: HopReporter.observer)
                _ = audit.watching { assembler.assemble() }
                reports.append(audit.reports)
            }
        }
        #expect(reports == [
            [
                AssemblerReport(assembler: "DiscoveryOneAssembler", initializers: ["DiscoveryOneViewController"]),
                AssemblerReport(assembler: "PodBayDoorsInteractionAssembler", initializers: ["PodBayDoorsInteraction"]),
            ],
            [
                AssemblerReport(
                    assembler: "DoItAllDiscoveryOneAssembler",
                    initializers: ["PodBayDoorsInteraction", "DiscoveryOneViewController"]),
            ],
        ])
        #expect(reports.map { $0.allSatisfy(\.keepsTheRule) } == [true, false])
        #expect(recorder.lines.filter { !$0.hasPrefix(" ") }.count == 2, "the audit passes every hop on to the route")
    }

    @Test func breakingAndFixingTheSceneSwapsTheAssembler() {
        let scene = AssemblerScene()
        #expect(scene.tap("mainButton") == .refused("the window is empty; 'tap assemble' builds a screen"))
        #expect(scene.tap("assemble") == .delivered([]))
        #expect(scene.drawScreen(width: 200, ascii: true).contains("  DiscoveryOneAssembler called 1 initializer: DiscoveryOneViewController (keeps the rule)"))
        _ = scene.breakRule("two-initializers")
        #expect(scene.drawScreen(width: 200, ascii: true).contains { $0.contains("DoItAllDiscoveryOneAssembler called 2 initializers") })
        _ = scene.fix()
        #expect(scene.brokenRule == nil)
        #expect(scene.breakRule("strong-banner") == .refused("this lesson has no rule named 'strong-banner' to break"))
    }
}
