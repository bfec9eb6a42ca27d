import SuperSimple

/// Builds a module in the reference order: Core, Presenter, View, Joint; links them to the
/// pipeline; `core.run()`; `presenter.update(firstAppear: true)`. Each step is reported, so the
/// route of the action that assembled it shows the order. Each builder is handed only its role's
/// face of the pipeline: the Core can announce events, the Presenter send updates, the View send
/// intents, the Joint bring in input, and none of them anything else.
///
/// A module's own assembly function passes the Trunk's dependencies into the builders:
/// ```swift
/// func LoginModuleAssembly(trunk: AppTrunk) -> Module<LoginView, LoginJoint> {
///     assembleModule(
///         pipeline: Pipeline<LoginMessages>(), state: LoginState(),
///         core: { LoginCore(pipeline: $0, state: $1, authManager: trunk.authManager) }, …)
/// }
/// ```
public func assembleModule<
    Messages: ModuleMessages, State: AnyObject,
    Core: ModuleCore<Messages>, Presenter: ModulePresenter<Messages>,
    View: ModuleView<Messages>, Joint: ModuleJoint<Messages>
>(
    pipeline: Pipeline<Messages>,
    state: State,
    core coreBuilder: (any CorePipelineNotifying<Messages>, State) -> Core,
    presenter presenterBuilder: (any PresenterPipelineNotifying<Messages>, State) -> Presenter,
    view viewBuilder: (any PipelineViewNotifying<Messages.ViewIntent>) -> View,
    joint jointBuilder: (any JointPipelineNotifying<Messages>, State, View) -> Joint
) -> Module<View, Joint> {
    let core = HopReporter.initialize { coreBuilder(pipeline, state) }
    let presenter = HopReporter.initialize { presenterBuilder(pipeline, state) }
    let view = HopReporter.initialize { viewBuilder(pipeline) }
    let joint = HopReporter.initialize { jointBuilder(pipeline, state, view) }
    HopReporter.call(from: nil, to: pipeline, "link(core:presenter:joint:view:)") {
        pipeline.link(core: core, presenter: presenter, joint: joint, view: view)
    }
    HopReporter.call(from: nil, to: core, "run()") { core.run() }
    HopReporter.call(from: nil, to: presenter, "update(firstAppear: true)") { presenter.update(firstAppear: true) }
    return Module(view: view, joint: joint)
}
