// Lesson 1's exercise: the scene `check` builds with your MissionClockView and the other types of
// this folder. Shipped with the lesson; your files are compiled with it. Not yours to edit.
import LessonKit
import SuperSimple

/// Renders four renderables in every order there is, one order after another, and compares what
/// your view drew each time one of them was the last it was told: a view whose drawing depends on
/// nothing but the last renderable draws it the same every time. Every order, not a random few,
/// so each renderable follows each other one and comes first, and every check sees the same.
/// `tap replay` runs it; the screen says what it saw.
final class RenderableExerciseScene: LessonScene {
    /// Nil once `tap close` let the view go.
    private var view: MissionClockView? = MissionClockView()
    /// What the replay found; nil until `tap replay`.
    private var verdict: String?

    private static let renderables = [
        MissionClockRenderable(phase: "Launch", elapsed: 0),
        MissionClockRenderable(phase: "Halfway to Jupiter", elapsed: 9),
        MissionClockRenderable(phase: "Jupiter orbit", elapsed: 18),
        MissionClockRenderable(phase: "Beyond the infinite", elapsed: 20),
    ]
    /// All 24 orders of the four, in lexicographic order.
    private static let orders = permutations(of: Array(renderables.indices))

    var roots: [SceneRoot] { view.map { [SceneRoot(label: "clock", object: $0)] } ?? [] }
    var controls: [String] { ["replay", "close"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        verdict.map { [$0] } ?? (view?.draw(width: width, style: ascii ? .ascii : .unicode) ?? [])
            + ["Tap replay to render four renderables in all \(Self.orders.count) orders."]
    }

    func tap(_ control: String) -> SceneReply {
        if control == "close", view != nil {
            view = nil
            return .delivered(["The scene let the view go."])
        }
        guard control == "replay", let view else { return .refused("no control '\(control)' here; tap replay") }
        // Per renderable: each drawing after it was rendered, with the number of its order.
        var drawn: [Int: [(order: Int, lines: [String])]] = [:]
        for (number, order) in Self.orders.enumerated() {
            for index in order {
                view.render(Self.renderables[index])
                drawn[index, default: []].append((number + 1, view.draw(width: 60, style: .ascii)))
                // Drawn again at once, as a redraw or a resize would: drawing reads what the view
                // keeps and changes none of it, so the second drawing is the first.
                drawn[index, default: []].append((number + 1, view.draw(width: 60, style: .ascii)))
            }
        }
        // The renderable formats; a view that formats a line of its own shows something else.
        let formatted = Self.renderables.indices.lazy.compactMap { index -> String? in
            let renderable = Self.renderables[index]
            guard let drawing = drawn[index]?.first, !drawing.lines.joined().contains(renderable.text) else { return nil }
            return "MissionClockView drew \"\(drawing.lines.joined(separator: " / "))\" for a renderable whose text is \"\(renderable.text)\": "
                + "the renderable formats, the view shows its text"
        }.first
        let differences = Self.renderables.indices.compactMap { index -> String? in
            let screens = drawn[index] ?? []
            guard let first = screens.first, let other = screens.first(where: { $0.lines != first.lines }) else { return nil }
            let renderable = Self.renderables[index]
            let when = other.order == first.order ? "drawn again at once" : "in order \(other.order) of \(Self.orders.count)"
            return "\(renderable.phase) T+\(renderable.elapsed) drew two ways: \"\(first.lines.joined(separator: " / "))\" in order \(first.order)"
                + " and \"\(other.lines.joined(separator: " / "))\" \(when)"
        }
        let renders = Self.orders.count * Self.renderables.count
        // What it keeps after the 24 orders, read before anything else is rendered; the rest is
        // played whatever the verdict, so that every run sends the same renders to compare.
        let kept = Self.keptBeyondTheLast(by: view)
        let beyond = Self.stateBeyondTheLast(of: view)
        let twoClocks = Self.twoClocksOnOneScreen(beside: view)
        verdict = differences.first ?? formatted ?? kept ?? beyond ?? twoClocks
            ?? "Every renderable drew the same screen each time it was the last one rendered: \(Self.renderables.count) renderables, \(Self.orders.count) orders, \(renders) renders."
        return .delivered([])
    }

    /// A view is what its last renderable makes it: told a renderable, then another, then the
    /// first again, its stored properties read as they did the first time. Nil when they do; else
    /// the first that moved on (a count of renders, the renderable before, a time).
    private static func stateBeyondTheLast(of view: MissionClockView) -> String? {
        let (one, other) = (renderables[1], renderables[2])
        let fields = {
            Mirror(reflecting: view).children.map { (label: $0.label ?? "?", value: String(describing: $0.value)) }
        }
        view.render(one)
        let before = fields()
        view.render(other)
        view.render(one)
        let after = fields()
        guard let moved = zip(before, after).first(where: { $0.value != $1.value }) else { return nil }
        let lazy = "$__lazy_storage_$_"
        let label = moved.0.label.hasPrefix(lazy) ? String(moved.0.label.dropFirst(lazy.count)) : moved.0.label
        return "MissionClockView's .\(label) was \(moved.0.value) and is \(moved.1.value), told the same renderable again after another; "
            + "a view keeps the last renderable and nothing else"
    }

    /// Two clocks on one screen, each told its own renderable: a view keeps its own last one, so
    /// `view` still draws what it was told after a second view was told something else. Nil when
    /// it does; else what it drew instead (the last renderable kept where every view reaches it).
    private static func twoClocksOnOneScreen(beside view: MissionClockView) -> String? {
        let (first, second) = (renderables[0], renderables[3])
        view.render(first)
        let other = MissionClockView()
        other.render(second)
        let drawn = view.draw(width: 60, style: .ascii)
        guard !drawn.joined().contains(first.text) else { return nil }
        return "Two MissionClockViews on one screen: the first, told \"\(first.text)\", drew \"\(drawn.joined(separator: " / "))\" once the second was told "
            + "\"\(second.text)\"; each view keeps its own last renderable"
    }

    /// What the view keeps, read from its stored properties (`Mirror`, lazy storage included):
    /// nil when it holds one renderable at most, else where it keeps more. A view that stores
    /// every renderable and draws the last draws right, and still keeps what it should forget.
    private static func keptBeyondTheLast(by view: MissionClockView) -> String? {
        var kept: [String: Int] = [:]
        // A list of anything the view was told (every line, every text) keeps what it should
        // forget as surely as a list of renderables: "keeps only the last" is a field's shape.
        var listed: [String: Int] = [:]
        for child in Mirror(reflecting: view).children {
            let count = renderables(in: child.value, depth: 0)
            if count > 0 { kept[child.label ?? "?", default: 0] += count }
            let elements = listedElements(in: child.value, depth: 0)
            if elements > 1 { listed[child.label ?? "?", default: 0] += elements }
        }
        let lazy = "$__lazy_storage_$_"
        let fields = { (labels: [String: Int]) in
            labels.keys.sorted().map { "." + ($0.hasPrefix(lazy) ? String($0.dropFirst(lazy.count)) : $0) }.joined(separator: ", ")
        }
        let renders = Self.orders.count * Self.renderables.count
        let total = kept.values.reduce(0, +)
        if total > 1 {
            return "MissionClockView keeps \(total) renderables (in \(fields(kept))) after \(renders) renders; "
                + "a view keeps the last renderable and nothing else"
        }
        guard !listed.isEmpty else { return nil }
        return "MissionClockView keeps a list of \(listed.values.reduce(0, +)) values (in \(fields(listed))) after \(renders) renders; "
            + "a view keeps the last renderable and nothing else"
    }

    /// How many elements the collections in `value` hold (an array, a set, a dictionary, inside
    /// optionals and structs); a single value (a renderable, a line) is no list.
    private static func listedElements(in value: Any, depth: Int) -> Int {
        let mirror = Mirror(reflecting: value)
        guard depth < 4, mirror.displayStyle != .class else { return 0 }
        switch mirror.displayStyle {
        case .collection?, .set?, .dictionary?: return mirror.children.count
        default: return mirror.children.reduce(0) { $0 + listedElements(in: $1.value, depth: depth + 1) }
        }
    }

    /// How many renderables `value` holds: itself, or inside optionals, collections and structs.
    private static func renderables(in value: Any, depth: Int) -> Int {
        if value is MissionClockRenderable { return 1 }
        let mirror = Mirror(reflecting: value)
        // Another object is not the view's storage; a deep value is not worth the walk.
        guard depth < 4, mirror.displayStyle != .class else { return 0 }
        return mirror.children.reduce(0) { $0 + renderables(in: $1.value, depth: depth + 1) }
    }

    /// Every order of `items`, in lexicographic order of their positions.
    private static func permutations(of items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { position in
            var rest = items
            let first = rest.remove(at: position)
            return permutations(of: rest).map { [first] + $0 }
        }
    }
}
