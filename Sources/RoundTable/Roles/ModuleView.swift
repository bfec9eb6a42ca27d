/// The View: shows what the Presenter sends and turns user actions into intents with
/// `pipeline.notify(intent:)`. It holds its pipeline strongly: the View keeps the module alive.
public protocol ModuleView<Messages>: AnyObject {
    associatedtype Messages: ModuleMessages
    func handlePresenter(update: Messages.PresenterUpdate)
}
