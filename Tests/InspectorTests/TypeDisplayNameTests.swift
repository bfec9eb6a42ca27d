@testable import Inspector
import Testing

@Suite struct TypeDisplayNameTests {
    private enum First { final class Output {} }
    private enum Second { final class Output {} }
    private final class Box<Content> {}

    @Test func modulesAndPrivateContextsAreDroppedAndNestingIsKept() {
        #expect(TypeDisplayName.unqualified("RoundTable.JointOutlet<Lessons.LoginMessages.JointOutput>")
            == "JointOutlet<LoginMessages.JointOutput>")
        #expect(TypeDisplayName.unqualified("Lessons.(unknown context at $10f3a2b0c).Holder") == "Holder")
        // How an optimised build names private types.
        #expect(TypeDisplayName.unqualified("main.Outer.(Box in _18E9260049050B67)<main.Outer.(First in _18E9260049050B67).Output>")
            == "Outer.Box<Outer.First.Output>")
        #expect(TypeDisplayName.unqualified("Swift.Dictionary<Swift.String, (Swift.Int) -> ()>")
            == "Dictionary<String, (Int) -> ()>")
        #expect(TypeDisplayName.of(Box<First.Output>.self) == "TypeDisplayNameTests.Box<TypeDisplayNameTests.First.Output>")
    }

    @Test func twoTypesThatPrintAlikeGetDifferentNames() {
        let registry = ObjectRegistry()
        let first = First.Output()
        let second = Second.Output()
        #expect(registry.name(of: first) == "TypeDisplayNameTests.First.Output#1")
        #expect(registry.name(of: second) == "TypeDisplayNameTests.Second.Output#1")
        #expect(registry.entry(named: "TypeDisplayNameTests.Second.Output#1")?.object === second)
    }
}
