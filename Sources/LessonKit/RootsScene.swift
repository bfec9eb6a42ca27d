/// A scene made of nothing but labelled roots: what an engineer's loaded file gets when it
/// declares a function that builds its objects (`func roots() -> [SceneRoot]`) instead of a full
/// `LessonScene`.
///
/// It has no controls, fields or rules to break; its screen lists the roots, and every inspecting
/// command (`graph`, `alive`, `cycles`, `why`) starts from them.
public final class RootsScene: LessonScene {
    /// What the screen's frame is titled with: the loaded file or folder.
    public let title: String
    public let roots: [SceneRoot]

    public init(title: String, roots: [SceneRoot]) {
        self.title = title
        self.roots = roots
    }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        let body = roots.isEmpty
            ? ["no roots: the function returned an empty list"]
            : roots.map { "\($0.label): \(String(describing: Swift.type(of: $0.object)))" }
        let inner = max(10, width - 4)
        let (corner, line, side) = ascii ? ("+", "-", "|") : ("┌", "─", "│")
        let (endCorner, lowCorner, lowEnd) = ascii ? ("+", "+", "+") : ("┐", "└", "┘")
        let heading = String(" \(title) ".prefix(inner))
        var lines = [corner + line + heading + String(repeating: line, count: max(0, inner + 1 - heading.count)) + endCorner]
        for text in body {
            let cut = text.count > inner ? String(text.prefix(inner - 1)) + "…" : text
            lines.append(side + " " + cut + String(repeating: " ", count: inner - cut.count) + " " + side)
        }
        lines.append(lowCorner + String(repeating: line, count: inner + 2) + lowEnd)
        return lines
    }
}
