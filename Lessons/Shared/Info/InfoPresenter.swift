public import RoundTable

/// Says how many tasks there are, in the Trunk's words.
public final class InfoPresenter: ModulePresenter {
    public typealias Messages = InfoMessages
    private weak var pipeline: (any PresenterPipelineNotifying<InfoMessages>)?
    private let state: InfoState
    private let formatting: FormattingProviding

    public init(pipeline: any PresenterPipelineNotifying<InfoMessages>, state: InfoState, formatting: FormattingProviding) {
        self.pipeline = pipeline
        self.state = state
        self.formatting = formatting
    }

    public func update(firstAppear: Bool) {
        pipeline?.notify(update: .summary(formatting.summary(of: state.tasks)))
    }
}
