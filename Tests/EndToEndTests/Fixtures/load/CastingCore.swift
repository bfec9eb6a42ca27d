import LessonKit
import RoundTable
import SuperSimple

enum PodMessages: ModuleMessages {
    enum CoreEvent { case opened }
    enum PresenterUpdate { case show(String) }
    enum ViewIntent { case openTap }
    enum JointInput { case none }
    enum JointOutput { case none }
}

/// Breaks the routing table on purpose, the one way its face leaves: it casts the face back to
/// the Presenter's and sends the View an update itself.
final class PodCore: ModuleCore {
    typealias Messages = PodMessages
    weak var pipeline: (any CorePipelineNotifying<PodMessages>)?

    init(pipeline: any CorePipelineNotifying<PodMessages>) { self.pipeline = pipeline }

    func handleView(intent: PodMessages.ViewIntent) {
        (pipeline as? any PresenterPipelineNotifying<PodMessages>)?.notify(update: .show("Sorry, Dave"))
    }
}

final class PodPresenter: ModulePresenter {
    typealias Messages = PodMessages
    weak var pipeline: (any PresenterPipelineNotifying<PodMessages>)?

    init(pipeline: any PresenterPipelineNotifying<PodMessages>) { self.pipeline = pipeline }
}

final class PodView: ModuleView {
    typealias Messages = PodMessages
    let pipeline: any PipelineViewNotifying<PodMessages.ViewIntent>
    private(set) var shown = "The pod bay doors are closed."

    init(pipeline: any PipelineViewNotifying<PodMessages.ViewIntent>) { self.pipeline = pipeline }

    func handlePresenter(update: PodMessages.PresenterUpdate) {
        if case .show(let text) = update { shown = text }
    }
}

final class PodJoint: ModuleJoint {
    typealias Messages = PodMessages
    weak var pipeline: (any JointPipelineNotifying<PodMessages>)?
    let outlet = JointOutlet<PodMessages.JointOutput>()

    init(pipeline: any JointPipelineNotifying<PodMessages>) { self.pipeline = pipeline }
}

final class PodState {}

final class PodScene: LessonScene {
    private let module = assembleModule(
        pipeline: Pipeline<PodMessages>(), state: PodState(),
        core: { pipeline, _ in PodCore(pipeline: pipeline) },
        presenter: { pipeline, _ in PodPresenter(pipeline: pipeline) },
        view: { PodView(pipeline: $0) },
        joint: { pipeline, _, _ in PodJoint(pipeline: pipeline) })

    var roots: [SceneRoot] { [SceneRoot(label: "view", object: module.view)] }
    var controls: [String] { ["open"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] { [module.view.shown] }

    func tap(_ control: String) -> SceneReply {
        guard control == "open" else { return .refused("this screen has no control named '\(control)'") }
        HopReporter.user(.tap(control: "open"), to: module.view) { module.view.pipeline.notify(intent: .openTap) }
        return .delivered([])
    }
}
