@testable import podbay
import Testing

/// `podbay` alone is started without the argument parser (`Podbay.main`), on `SessionOptions()`:
/// those defaults must be what the parser gives for no arguments, or an option whose default
/// changed in one place would start two different podbays.
@Suite struct SessionOptionsTests {
    @Test func noArgumentsGiveWhatTheParserGives() throws {
        #expect(try Podbay.parse([]).sessionOptions == SessionOptions())
    }

    @Test func theParsedOptionsReachTheSession() throws {
        let parsed = try Podbay.parse(["--no-color", "--ascii", "--width", "100", "--watch", "--fresh", "--lesson", "2"])
        #expect(parsed.sessionOptions == SessionOptions(fresh: true, noColor: true, ascii: true, width: 100, lesson: "2", watch: true))
    }
}
