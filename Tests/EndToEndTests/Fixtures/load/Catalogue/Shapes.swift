import LessonKit

/// Holds every object the shapes refer to weakly or unowned, so they stay alive to be read.
final class Keeper {
    var objects: [AnyObject] = []
}

/// The shapes of the inspector's catalogue (Tests/InspectorTests/Catalogue), built as its tests
/// build them, each a root of its own; the keeper comes last so the shapes number their objects first.
func roots() -> [SceneRoot] {
    let keeper = Keeper()
    let first = Observer("first"), second = Observer("second")
    let subject = Subject()
    subject.observers = [WeakBox(target: first), WeakBox(target: nil), WeakBox(target: second)]
    subject.byName = ["b": WeakBox(target: second), "a": WeakBox(target: first)]
    let delegate = Observer("delegate")
    let screen = Screen(delegate: delegate)
    let owner = Observer("owner")
    let page = Page(owner: owner)
    let observers = (0..<8).map { Observer("\($0)") }
    let forest = Forest(observers)
    let contained = (0..<3).map { Observer("\($0)") }
    let container = ObserverContainer(contained)
    let editor = Editor(log: DeinitLog())
    editor.captureStrongly()
    keeper.objects = [first, second, delegate, owner] + observers + contained
    return [
        SceneRoot(label: "subject", object: subject), SceneRoot(label: "screen", object: screen),
        SceneRoot(label: "page", object: page), SceneRoot(label: "forest", object: forest),
        SceneRoot(label: "container", object: container), SceneRoot(label: "editor", object: editor),
        SceneRoot(label: "keeper", object: keeper),
    ]
}
