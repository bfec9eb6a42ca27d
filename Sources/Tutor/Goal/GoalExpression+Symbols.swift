package import Inspector
package import LessonFormat

extension GoalExpression {
    /// The goal in words, route texts spelt with `symbols` as `route` prints them.
    package func description(symbols: GraphSymbols) -> String {
        description(arrow: symbols.arrow, line: symbols.line)
    }
}
