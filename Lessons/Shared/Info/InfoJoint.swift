public import RoundTable

/// Tells the parent to close Info.
public final class InfoJoint: ModuleJoint {
    public typealias Messages = InfoMessages
    public private(set) weak var pipeline: (any JointPipelineNotifying<InfoMessages>)?
    public let outlet = JointOutlet<InfoMessages.JointOutput>()

    public init(pipeline: any JointPipelineNotifying<InfoMessages>) {
        self.pipeline = pipeline
    }

    public func handleView(intent: InfoMessages.ViewIntent) {
        notifyOut(output: .close)
    }
}
