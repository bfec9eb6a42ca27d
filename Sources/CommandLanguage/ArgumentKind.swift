/// What a command's arguments name, so tab completion can offer the right words.
package enum ArgumentKind: Equatable, Sendable {
    case none
    /// Command names, `words` and the glossary's words: what `help` takes.
    case helpTopics
    case lessonNames
    /// A lesson, or `all`.
    case lessonNamesOrAll
    case controls
    case fields
    case rules
    case objects
    case words([String])
}
