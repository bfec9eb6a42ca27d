/// Text whose layout is its meaning (a graph tree, an edge list, a route, a table), or text for
/// another program (DOT): its lines kept as they are.
package struct LinesRenderable: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        /// Fitted to the terminal's width with its structure carried down; never coloured.
        case laidOut
        /// Printed exactly as given, never wrapped: for Graphviz and other programs.
        case exact
    }

    package let lines: [String]
    package let kind: Kind

    package init(_ lines: [String], kind: Kind = .laidOut) {
        self.lines = lines
        self.kind = kind
    }
}

/// Views that can print laid-out text.
package protocol LinesRendering: AnyObject {
    func render(_ lines: LinesRenderable)
}
