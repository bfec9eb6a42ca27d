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

@Suite struct WeakPeekTests {
    /// The walk's weak shortcut reads the runtime's side-table layout; on this machine it must be
    /// the layout it expects, or every weak edge pays the runtime's retain and release again.
    @Test func theSideTableLayoutTheWalkReadsHoldsHere() {
        #expect(WeakPeek.works)
    }

    @Test func aWeakReferenceToAFreedObjectIsNoEdge() {
        var target: Leaf? = Leaf("gone")
        final class WeakLeaf {
            weak var leaf: Leaf?
        }
        let holder = WeakLeaf()
        holder.leaf = target
        target = nil
        let graph = GraphWalker(registry: ObjectRegistry(), reader: FieldReader(layout: FieldLayout()))
            .walk(roots: [("holder", holder)])
        #expect(EdgeListText(symbols: .ascii).lines(for: graph).isEmpty)
    }
}
