/// Real-world shapes of Swift code whose references live inside values and closures: the
/// catalogue the inspector must read exactly as the code declares them.

/// Records which objects were deinitialised, so a test can confirm what ARC did.
final class DeinitLog {
    var freed: [String] = []
}

final class Observer: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

/// The weak-box idiom for a list of observers.
struct WeakBox<Target: AnyObject> {
    weak var target: Target?
}

final class Subject {
    var observers: [WeakBox<Observer>] = []
    var byName: [String: WeakBox<Observer>] = [:]
}

/// A property wrapper whose storage is weak.
@propertyWrapper
struct Weak<Target: AnyObject> {
    weak var storage: Target?

    init(wrappedValue: Target?) {
        storage = wrappedValue
    }

    var wrappedValue: Target? {
        get { storage }
        set { storage = newValue }
    }
}

final class Screen {
    @Weak var delegate: Observer?
    var title = "Screen"

    init(delegate: Observer?) {
        self.delegate = delegate
    }
}

/// A value that refers back to its owner without keeping it alive.
struct BackLink {
    unowned let owner: Observer
    let position: Int
}

final class Page {
    var link: BackLink
    var count = 3
    var enabled = true

    init(owner: Observer) {
        link = BackLink(owner: owner, position: 1)
    }
}

indirect enum Tree {
    case leaf(Observer)
    case node(Tree, Tree)
    case empty
}

final class Forest {
    var tree: Tree
    var pair: (first: Observer, count: Int, Observer?)
    var nested: Observer??
    var nestedNil: Observer?? = .some(nil)
    var boxes: WeakBox<Observer>??
    var items: [Any]

    init(_ observers: [Observer]) {
        tree = .node(.leaf(observers[0]), .node(.empty, .leaf(observers[1])))
        pair = (observers[2], 7, observers[3])
        nested = .some(observers[4])
        boxes = WeakBox(target: observers[5])
        items = [1, observers[6], "text", WeakBox(target: observers[7])]
    }
}

class Container<Item: AnyObject> {
    var item: Item
    weak var backup: Item?

    init(item: Item, backup: Item) {
        self.item = item
        self.backup = backup
    }
}

final class ObserverContainer: Container<Observer> {
    unowned var extra: Observer

    init(_ observers: [Observer]) {
        extra = observers[2]
        super.init(item: observers[0], backup: observers[1])
    }
}

actor Store {
    var current: Observer
    weak var watcher: Observer?

    init(current: Observer, watcher: Observer) {
        self.current = current
        self.watcher = watcher
    }
}

/// A Joint-like object whose closures capture `self` in each of the ways Swift code does.
final class Editor {
    let log: DeinitLog
    var onSave: (() -> Void)?
    var onTap: () -> Void = {}
    var handlers: [() -> Void] = []
    var count = 0

    init(log: DeinitLog) {
        self.log = log
    }

    deinit {
        log.freed.append("Editor")
    }

    func reload() {
        count += 1
    }

    func handleTap() {
        count += 1
    }

    func captureStrongly() {
        onSave = { self.reload() }
    }

    func captureWeakly() {
        onSave = { [weak self] in self?.reload() }
    }

    func captureUnowned() {
        onSave = { [unowned self] in self.reload() }
    }

    func referToMethod() {
        onTap = self.handleTap
    }

    func captureInArray(_ other: Observer) {
        handlers = [{ [weak self] in self?.reload() }, { _ = other.name }]
    }

    /// A generic closure's context names its captures by generic parameter.
    func captureGenerically<Value>(_ value: Value) {
        onSave = { _ = value }
    }

    /// A captured `var` lives in a box the closure holds.
    func captureVariable(_ first: Observer, _ second: Observer) {
        var current = first
        onSave = {
            current = second
            _ = current.name
        }
    }
}
