import RoundTable
import Testing

@Suite struct ModuleMemoryTests {
    @Test func droppingTheViewFreesEveryPartOfTheModule() {
        weak var view: RelayView?
        weak var joint: RelayJoint?
        weak var pipeline: Pipeline<RelayMessages>?
        weak var state: RelayState?
        do {
            let module = RelayModuleAssembly()
            view = module.view
            joint = module.joint
            pipeline = module.view.pipeline as? Pipeline<RelayMessages>
            state = module.joint.state
            module.view.pipeline.notify(intent: .tap)
            #expect(view != nil && joint != nil && pipeline != nil && state != nil, "the View's face is the module's Pipeline")
        }
        #expect(view == nil)
        #expect(pipeline == nil)
        #expect(joint == nil)
        #expect(state == nil)
    }

    @Test func theViewAloneKeepsTheModuleAlive() {
        weak var joint: RelayJoint?
        var views: [RelayView] = []
        do {
            let module = RelayModuleAssembly()
            views.append(module.view)
            joint = module.joint
        }
        #expect(joint != nil, "the pipeline, held by the view, holds the joint")
        views.removeAll()
        #expect(joint == nil)
    }
}
