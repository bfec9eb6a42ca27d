// What a learner writes when a closure captures a list: the array alone is the closure's context.
import LessonKit

final class Screen {
    let title: String
    var refreshAll: (() -> Void)?
    var watchers: (() -> Void)?
    var loop: (() -> Void)?
    var lookup: (() -> Void)?

    init(title: String) {
        self.title = title
    }
}

final class Panel {
    let name: String
    var screen: Screen?

    init(name: String) {
        self.name = name
    }
}

struct WeakPanel {
    weak var panel: Panel?
}

func roots() -> [SceneRoot] {
    let screen = Screen(title: "main")
    let panels = [Panel(name: "left"), Panel(name: "right")]
    // The only capture is an Array: Swift passes the array's storage as the closure's context.
    screen.refreshAll = { for panel in panels { _ = panel.name } }
    let watched = Panel(name: "watched")
    let boxes = [WeakPanel(panel: watched), WeakPanel(panel: panels[0])]
    screen.watchers = { for box in boxes { _ = box.panel } }
    // A cycle through an array capture: the panel holds the screen, the screen's closure the panel.
    let looped = Panel(name: "looped")
    looped.screen = screen
    let ring = [looped]
    screen.loop = { _ = ring.count }
    // A Dictionary alone is one word too: its storage is the context.
    let byName = ["spare": Panel(name: "spare")]
    screen.lookup = { _ = byName.count }
    return [SceneRoot(label: "screen", object: screen), SceneRoot(label: "watched", object: watched)]
}
