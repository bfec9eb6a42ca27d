/// Word wrapping to a column count. One `Character` counts as one column.
public struct TextWrap: Equatable, Sendable {
    public let width: Int
    /// Whether a word longer than a line is cut (inside a frame it must be), or left whole on a
    /// line of its own (a path in a message stays copyable).
    public let cutsLongWords: Bool
    /// How wide each paragraph's first line may be, when it differs (text after a list marker).
    public let firstLineWidth: Int

    public init(width: Int, firstLineWidth: Int? = nil, cutsLongWords: Bool = true) {
        self.width = max(1, width)
        self.firstLineWidth = max(1, firstLineWidth ?? width)
        self.cutsLongWords = cutsLongWords
    }

    /// The text's paragraphs (split on `\n`) wrapped into lines no longer than `width`.
    public func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrap(String($0)) }
    }

    private func wrap(_ paragraph: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var width: Int { lines.isEmpty ? firstLineWidth : self.width }
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            while cutsLongWords && word.count > width {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                let room = width
                lines.append(String(word.prefix(room)))
                word = word.dropFirst(room)
            }
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
