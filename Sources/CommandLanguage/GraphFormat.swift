import ArgumentParser

/// How `graph` prints: a tree, one line per reference, or DOT for Graphviz.
package enum GraphFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    case tree, edges, dot
}
