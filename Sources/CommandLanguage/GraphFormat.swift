import ArgumentParser

/// How `graph` prints: a tree, one line per reference, DOT for Graphviz, or a picture Graphviz
/// draws from that DOT (written to a file).
package enum GraphFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    case tree, edges, dot, svg, png

    /// A picture drawn by Graphviz, which only a file can hold.
    package var isPicture: Bool { self == .svg || self == .png }
}
