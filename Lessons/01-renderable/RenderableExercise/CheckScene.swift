// Lesson 1's exercise: the scene `check` builds with your MissionClockView. Shipped with the
// lesson; your files sit beside it and are compiled with it. Not yours to edit.
import LessonKit
import SuperSimple

/// What the mission clock shows: passive data, an immutable struct.
struct MissionClockRenderable: Equatable {
    let phase: String
    let elapsed: Int
}

/// Renders three renderables in one order, then in two others, and compares what your view drew
/// each time one of them was the last it was told: a view whose drawing depends on nothing but the
/// last renderable draws it the same every time. `tap replay` runs it; the screen says what it saw.
final class RenderableExerciseScene: LessonScene {
    private let view = MissionClockView()
    /// What the replay found; nil until `tap replay`.
    private var verdict: String?

    private static let renderables = [
        MissionClockRenderable(phase: "Launch", elapsed: 0),
        MissionClockRenderable(phase: "Jupiter orbit", elapsed: 18),
        MissionClockRenderable(phase: "Beyond the infinite", elapsed: 20),
    ]
    /// Fixed orders, so every check sees the same: the first as written, then two shuffles.
    private static let orders = [[0, 1, 2], [2, 0, 1], [1, 2, 0]]

    var roots: [SceneRoot] { [SceneRoot(label: "clock", object: view)] }
    var controls: [String] { ["replay"] }

    func drawScreen(width: Int, ascii: Bool) -> [String] {
        verdict.map { [$0] } ?? view.draw(width: width, style: ascii ? .ascii : .unicode) + ["Tap replay to render three renderables in three orders."]
    }

    func tap(_ control: String) -> SceneReply {
        guard control == "replay" else { return .refused("no control '\(control)' here; tap replay") }
        var drawn: [Int: [[String]]] = [:]
        for order in Self.orders {
            for index in order {
                view.render(Self.renderables[index])
                drawn[index, default: []].append(view.draw(width: 60, style: .ascii))
            }
        }
        let differences = Self.renderables.indices.compactMap { index -> String? in
            let screens = drawn[index] ?? []
            guard let first = screens.first, let other = screens.first(where: { $0 != first }) else { return nil }
            let renderable = Self.renderables[index]
            return "\(renderable.phase) T+\(renderable.elapsed) drew two ways: \"\(first.joined(separator: " / "))\" and \"\(other.joined(separator: " / "))\""
        }
        verdict = differences.first ?? "Every renderable drew the same screen each time it was the last one rendered."
        return .delivered([])
    }
}
