/// Word wrapping to a column count; words longer than a line are cut. One `Character` counts as
/// one column.
public struct TextWrap: Equatable, Sendable {
    public let width: Int

    public init(width: Int) {
        self.width = max(1, width)
    }

    /// The text's paragraphs (split on `\n`) wrapped into lines no longer than `width`.
    public func lines(of text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrap(String($0)) }
    }

    private func wrap(_ paragraph: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            var word = Substring(word)
            while word.count > width {
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
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
