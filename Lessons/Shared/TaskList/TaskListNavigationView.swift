public import RoundTable
public import SuperSimple

/// The TaskList module's View as a navigation controller: the reference's navigatable View
/// (`RTEModuleViewNavigatable`, a `UINavigationController` whose `primaryView` is the list), which
/// a window or a tab bar can hold as it is. Podbay has no inheritance of its own types, so this is
/// a navigation controller by protocol (`NavigationControlling`) that keeps a stack whose root is
/// the list. The Pipeline sends its updates here, and they go on to the list.
public final class TaskListNavigationView: ModuleView, NavigationControlling {
    public typealias Messages = TaskListMessages
    public let primaryView: TaskListView
    private let stack: TextNavigationController

    public init(pipeline: any PipelineViewNotifying<TaskListMessages.ViewIntent>) {
        let list = HopReporter.initialize { TaskListView(pipeline: pipeline) }
        primaryView = list
        stack = HopReporter.initialize { TextNavigationController(root: list) }
    }

    public func handlePresenter(update: TaskListMessages.PresenterUpdate) {
        HopReporter.call(from: self, to: primaryView, "handlePresenter(update:)") { primaryView.handlePresenter(update: update) }
    }

    public var visible: TextScreen? { stack.visible }
    public func push(_ screen: TextScreen) { stack.push(screen) }
    @discardableResult public func pop() -> Bool { stack.pop() }
    public func present(_ screen: TextScreen) { stack.present(screen) }
    @discardableResult public func dismiss() -> Bool { stack.dismiss() }

    public func draw(width: Int, style: FrameStyle) -> [String] {
        stack.draw(width: width, style: style)
    }
}
