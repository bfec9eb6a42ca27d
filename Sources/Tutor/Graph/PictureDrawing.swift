package import CommandLanguage

/// What `graph --format svg|png` and `--output` need from outside the REPL: a file written, a
/// picture drawn by Graphviz, a file handed to the desktop. A seam, so the REPL tests without
/// Graphviz and the program (podbay) decides which `dot` runs.
package protocol PictureDrawing: AnyObject {
    /// Writes `dot` to `path` as it is (`.dot`), or drawn by Graphviz (`.svg`, `.png`).
    func write(dot: String, as format: GraphFormat, to path: String) -> PictureOutcome
    /// Hands `path` to the desktop's opener; nil when it took it, else why not in one line.
    func open(_ path: String) -> String?
}

/// What came of writing a graph to a file.
package enum PictureOutcome: Equatable, Sendable {
    /// `path` holds the graph in the format asked for.
    case written(path: String, format: GraphFormat)
    /// No Graphviz: the DOT went to `dotPath` instead; `advice` says how to install it.
    case dotInstead(dotPath: String, advice: String)
    /// Nothing usable was written; why, in one line.
    case failed(String)
}
