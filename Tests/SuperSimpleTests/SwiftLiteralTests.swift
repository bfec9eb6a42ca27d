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
}
