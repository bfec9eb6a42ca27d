/// Sentences and lists of names (what `why`, `cycles` and `alive` say): each line wrapped to the
/// terminal's width, an indented line keeping its indent.
package struct ExplanationRenderable: Equatable, Sendable {
    package let lines: [String]

    package init(_ lines: [String]) {
        self.lines = lines
    }
}

/// Views that can show an explanation.
package protocol ExplanationRendering: AnyObject {
    func render(_ explanation: ExplanationRenderable)
}
