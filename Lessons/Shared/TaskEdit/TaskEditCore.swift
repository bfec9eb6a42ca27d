import RoundTable

/// Keeps the typed title and decides whether it can be saved.
public final class TaskEditCore: ModuleCore {
    public typealias Messages = TaskEditMessages
    private weak var pipeline: Pipeline<TaskEditMessages>?
    private let state: TaskEditState

    public init(pipeline: Pipeline<TaskEditMessages>, state: TaskEditState) {
        self.pipeline = pipeline
        self.state = state
    }

    public func handleView(intent: TaskEditMessages.ViewIntent) {
        switch intent {
        case .titleChange(let title):
            state.title = title
        case .saveTap:
            let title = state.title.trimmingCharacters(in: .whitespaces)
            pipeline?.notify(event: title.isEmpty ? .rejected : .accepted(title: title))
        case .cancelTap:
            break
        }
    }

    public func handleJoint(input: TaskEditMessages.JointInput) {
        if case .suggest(let title) = input { state.title = title }
    }
}

import Foundation
