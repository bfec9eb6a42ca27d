// An object seen first through a weak reference, owned elsewhere: `graph` must expand it under its owner.
import LessonKit

final class Manager {
    var callback: (() -> Void)?
    weak var current: Module?
}

final class Module {
    var view: View?
}

final class View {
    weak var module: Module?
    let title = "login"
}

final class Orphan {
    let note = "held by nothing the graph sees strongly"
}

final class Host {
    let manager: Manager
    var presented: Module?
    weak var visitor: Orphan?

    init(manager: Manager) {
        self.manager = manager
    }
}

nonisolated(unsafe) var outside: Orphan?

func roots() -> [SceneRoot] {
    let manager = Manager()
    let host = Host(manager: manager)
    let module = Module()
    let view = View()
    module.view = view
    view.module = module
    manager.current = module
    manager.callback = { [weak module] in _ = module }
    host.presented = module
    let orphan = Orphan()
    outside = orphan
    host.visitor = orphan
    return [SceneRoot(label: "host", object: host)]
}
