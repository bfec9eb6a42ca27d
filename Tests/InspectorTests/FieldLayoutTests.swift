@testable import Inspector
import Testing

@Suite struct FieldLayoutTests {
    @Test func theExactRuntimePathIsTheOneInUseHere() {
        #expect(FieldLayout().path == .runtime)
        #expect(FieldLayout.exactPathWorks())
    }

    @Test func everyFieldKindHasItsOwnership() {
        let fields = FieldLayout().fields(of: Everything.self)
        let summary = fields.map { "\($0.name) \($0.ownership.rawValue)" }
        #expect(summary == [
            "inherited strong", "strong strong", "weakOne weak", "unownedOne unowned", "unownedOptional unowned",
            "unsafeOne unowned(unsafe)", "optional strong", "array strong", "dictionary strong", "wrapped strong",
            "existential strong", "closure strong", "slot strong", "number strong",
        ])
        #expect(fields.first { $0.name == "closure" }?.isClosure == true)
        #expect(fields.first { $0.name == "weakOne" }?.typeName == "Optional<Leaf>")
    }
}
