import LessonFormat
import Testing

/// What a refused action is told: the scene's own names, and the one a slip most likely meant.
@Suite struct SceneActionTargetTests {
    @Test func aSlipOrAnotherCaseSuggestsTheOfferedName() {
        let offered = ["mainButton", "status", "close"]
        #expect(SceneActionTarget(named: "mainbuton", offered: offered, noun: "control").suggestion == "mainButton")
        #expect(SceneActionTarget(named: "MAINBUTTON", offered: offered, noun: "control").suggestion == "mainButton")
        #expect(SceneActionTarget(named: "clsoe", offered: offered, noun: "control").suggestion == "close")
    }

    @Test func anOfferedOrFarNameSuggestsNothing() {
        let offered = ["add", "info"]
        #expect(SceneActionTarget(named: "add", offered: offered, noun: "control").suggestion == nil)
        #expect(SceneActionTarget(named: "xyz", offered: offered, noun: "control").suggestion == nil)
        #expect(SceneActionTarget(named: "add", offered: [], noun: "field").suggestion == nil)
    }
}
