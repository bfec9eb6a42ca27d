/// The View: shows what the Presenter sends and turns user actions into intents with
/// `pipeline.notify(intent:)`. It holds its pipeline strongly, through the intent-only face
/// `PipelineViewNotifying`: the View keeps the module alive, and can send nothing but intents.
public protocol ModuleView<Messages>: AnyObject {
    associatedtype Messages: ModuleMessages
    func handlePresenter(update: Messages.PresenterUpdate)
}
