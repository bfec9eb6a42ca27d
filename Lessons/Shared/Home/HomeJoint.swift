public import RoundTable
import SuperSimple

/// Builds the tab bar's modules and puts their Views in the View's tabs: the TaskList module,
/// whose View is a navigation controller itself (navigatable), as it is; the Info module, whose
/// View is a plain screen, inside a navigation controller of its own. It switches tabs when the
/// user taps one, and keeps no child: a tab's module lives while its View is a tab.
public final class HomeJoint: ModuleJoint {
    public typealias Messages = HomeMessages
    public private(set) weak var pipeline: (any JointPipelineNotifying<HomeMessages>)?
    public let outlet = JointOutlet<HomeMessages.JointOutput>()
    private weak var view: TabsShowing?
    private let trunk: AppTrunk

    public init(pipeline: any JointPipelineNotifying<HomeMessages>, view: TabsShowing, trunk: AppTrunk) {
        self.pipeline = pipeline
        self.view = view
        self.trunk = trunk
    }

    public func handleCore(event: HomeMessages.CoreEvent) {
        let tasks = TaskListNavigatableModuleAssembly(trunk: trunk)
        let info = InfoModuleAssembly(trunk: trunk)
        info.joint.attach { [weak self] _ in
            self?.pipeline?.notify(input: .backToFirstTab)
            self?.view?.select(0)
        }
        view?.show(tabs: [tasks.view, HopReporter.initialize { TextNavigationController(root: info.view) }])
    }

    public func handleView(intent: HomeMessages.ViewIntent) {
        if case .tabTap(let index) = intent { view?.select(index) }
    }
}
