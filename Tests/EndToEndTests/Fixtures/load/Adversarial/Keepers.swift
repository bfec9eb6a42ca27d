// What holds objects where the inspector had not looked (issue 27, session 12's playthrough), each
// beside code written to fool the reading: a generic closure whose captures cannot be read, a
// weak key, photos named elsewhere first, a closure whose weak capture is gone.
import LessonKit

// 1. The MVVM binding: a plain `(String) -> ()` kept in a generic `[(Value) -> Void]` (wrapped in
// a thunk made in generic code) that captures self strongly.
final class Observable<Value> {
    private var observers: [(Value) -> Void] = []
    func bind(_ observer: @escaping (Value) -> Void) { observers.append(observer) }
}

final class ProfileViewModel {
    let name = Observable<String>()
    var shown = ""
    init() {
        name.bind { text in self.shown = text }
    }
}

/// Closures made in generic code. `hold`'s captures a value of the generic parameter's type, whose
/// metadata the context keeps: read (Beacon → Relay → closure → Beacon is a cycle). `forward`'s
/// captures a value and a `Relay<Value>`, a type built from the parameter, which cannot be read
/// (captured alone, the relay would be the context itself): the cycle through it (an echo relay
/// forwarding to itself) cannot be seen, and Podbay must say so.
final class Relay<Value> {
    var sinks: [() -> Void] = []
    func hold(_ value: Value) { sinks.append { _ = value } }
    func forward(_ value: Value, to other: Relay<Value>) { sinks.append { _ = value; _ = other.sinks.count } }
}

final class Beacon {
    let relay = Relay<Beacon>()
}

// 2. Objects held as a Dictionary's keys: a class key, an object inside an enum key, and a key
// that holds its object weakly (a weak edge, never a strong one).
final class Tag: Hashable {
    let name: String
    init(name: String) { self.name = name }
    static func == (a: Tag, b: Tag) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

final class Post {}
final class Door {}

struct Pair: Hashable {
    let target: Door
    static func == (a: Pair, b: Pair) -> Bool { a.target === b.target }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(target)) }
}

enum Slot: Hashable {
    case empty
    case held(Pair)
}

struct WeakKey: Hashable {
    weak var target: Door?
    let number: Int
    static func == (a: WeakKey, b: WeakKey) -> Bool { a.number == b.number }
    func hash(into h: inout Hasher) { h.combine(number) }
}

final class Feed {
    var postsByTag: [Tag: Post] = [:]
    var slots: [Slot: Int] = [:]
    var glances: [WeakKey: Int] = [:]
}

// 3. A Set of structs holding objects: numbered by content whatever the hash seed; the photo
// featured first is seen first, so it is Photo#1 whatever its id.
final class Photo {
    let id: Int
    init(id: Int) { self.id = id }
}

struct Selection: Hashable {
    let photo: Photo
    static func == (a: Selection, b: Selection) -> Bool { a.photo === b.photo }
    func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(photo)) }
}

final class Gallery {
    var featured: Photo?
    var selected: Set<Selection> = []
}

// 4. and 5. A depth cut, and listeners that lead to no object: one captures nothing, one's weak
// capture is gone, one captures only a number; the same closure twice holds its capture twice.
final class Session {}
final class Client { let session = Session() }
final class Gone {}

final class Screen {
    let client = Client()
    var onTap: (() -> Void)?
    var listeners: [() -> Void] = []
}

func roots() -> [SceneRoot] {
    let beacon = Beacon()
    beacon.relay.hold(beacon)
    let echo = Relay<Int>()
    echo.forward(0, to: echo)

    let feed = Feed()
    feed.postsByTag[Tag(name: "swift")] = Post()
    let door = Door()
    feed.slots[.held(Pair(target: door))] = 1
    feed.slots[.empty] = 0
    feed.glances[WeakKey(target: door, number: 7)] = 1

    let gallery = Gallery()
    let photos = (1...6).map(Photo.init)
    gallery.featured = photos[4]
    gallery.selected = Set(photos.map(Selection.init))

    let screen = Screen()
    let client = screen.client
    screen.onTap = { _ = client }
    let gone = Gone()
    let count = 3
    let useClient = { _ = client }
    screen.listeners = [{}, { [weak gone] in _ = gone }, useClient, { _ = count }, useClient]

    return [
        SceneRoot(label: "profile", object: ProfileViewModel()), SceneRoot(label: "beacon", object: beacon), SceneRoot(label: "echo", object: echo),
        SceneRoot(label: "feed", object: feed), SceneRoot(label: "gallery", object: gallery),
        SceneRoot(label: "screen", object: screen),
    ]
}
