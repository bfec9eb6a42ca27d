/// The last gate before a file descriptor: whatever text a sink writes passes `guarded`, so a
/// control sequence that slipped past `OutsideText` is still shown, not obeyed. Podbay's own
/// output keeps its newlines, tabs and the few colour codes `TerminalStyle` paints with.
package enum TerminalGuard {
    /// The SGR codes Podbay itself writes (`ESC [ n m`): reset, bold, red, green, yellow, cyan.
    package static let ownColorCodes: Set<String> = ["0", "1", "31", "32", "33", "36"]

    package static func guarded(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.isObeyed && $0 != "\n" && $0 != "\t" }) else { return text }
        var result = ""
        var rest = Substring(text)
        while let escape = rest.firstIndex(of: "\u{1B}") {
            result += OutsideText.visible(String(rest[..<escape]), keeping: ["\n", "\t"])
            let afterEscape = rest[rest.index(after: escape)...]
            if let code = ownColorCode(at: afterEscape) {
                result += "\u{1B}[" + code + "m"
                rest = afterEscape.dropFirst(code.count + 2)
            } else {
                result += "^["
                rest = afterEscape
            }
        }
        return result + OutsideText.visible(String(rest), keeping: ["\n", "\t"])
    }

    /// `[n m` with `n` one of Podbay's own codes, right after an escape: `n`, or nil.
    private static func ownColorCode(at text: Substring) -> String? {
        guard text.first == "[", let end = text.prefix(4).firstIndex(of: "m") else { return nil }
        let code = String(text[text.index(after: text.startIndex)..<end])
        return ownColorCodes.contains(code) ? code : nil
    }
}
