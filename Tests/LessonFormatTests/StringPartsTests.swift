import Foundation
@testable import LessonFormat
import Testing

/// `parts(separatedBy:)` stands in for Foundation's `components(separatedBy:)` when goals are
/// parsed; it must cut every text exactly where Foundation does.
@Suite struct StringPartsTests {
    @Test(arguments: [
        "ran help", "ran help and freed Gate", "a and  and b", " and ", "", "ran x and", "a andand b",
        "and and and", "héllo ✓ and 日本 and ", "x and y and z and",
    ])
    func cutsWhereFoundationCuts(_ text: String) {
        #expect(text.parts(separatedBy: " and ") == text.components(separatedBy: " and "))
    }

    @Test func cutsAQuotedListOnItsQuotes() {
        #expect("a\" then \"b\" then \"c".parts(separatedBy: "\" then \"") == ["a", "b", "c"])
    }
}
