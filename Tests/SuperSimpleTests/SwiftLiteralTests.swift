import SuperSimple
import Testing

enum Sample: Sendable {
    enum Failure: Sendable { case wrongPair }
    case plain
    case nested(Failure)
    case labelled(reason: String?)
    case pair(login: String, password: String)
    case unlabelled(String, Int)
    case rows([String])
}

@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        (Sample.plain, ".plain"),
        (.nested(.wrongPair), ".nested(.wrongPair)"),
        (.labelled(reason: nil), ".labelled(reason: nil)"),
        (.labelled(reason: "Check"), ".labelled(reason: \"Check\")"),
        (.pair(login: "dave", password: ""), ".pair(login: \"dave\", password: \"\")"),
        (.unlabelled("a\"b", 2), ".unlabelled(\"a\\\"b\", 2)"),
        (.rows(["x", "y"]), ".rows([\"x\", \"y\"])"),
    ])
    func messagesReadAsSwiftSource(_ value: Sample, _ expected: String) {
        #expect(SwiftLiteral.text(of: value) == expected)
    }

    /// What a person reads: an apostrophe as typed (Swift's `String(reflecting:)` writes `\'`), the
    /// escapes that say where the literal ends kept, and controls never raw.
    @Test(arguments: [
        ("I'm sorry, Dave", #""I'm sorry, Dave""#),
        (#"a\'b"#, #""a\\'b""#),
        (#"say "hi""#, #""say \"hi\"""#),
        ("line\nbreak\u{1B}[31m", #""line\nbreak\u{1B}[31m""#),
    ])
    func stringsReadAsAPersonWouldTypeThem(_ string: String, _ expected: String) {
        #expect(SwiftLiteral.quoted(string) == expected)
        #expect(SwiftLiteral.text(of: Sample.labelled(reason: string)) == ".labelled(reason: \(expected))")
    }
}
