@testable import Inspector
import Testing

/// A second registry that goes on from a first: the REPL's own graph calls a lesson's objects
/// what the lesson's graph calls them.
@Suite struct ObjectRegistryContinuingTests {
    @Test func liveObjectsKeepTheirNamesAndNewOnesAreNumberedOn() {
        let lesson = ObjectRegistry()
        let first = Leaf("first")
        var freed: Leaf? = Leaf("freed")
        let third = Leaf("third")
        for object in [first, freed, third].compactMap({ $0 }) { lesson.entry(for: object) }
        freed = nil
        let continuing = ObjectRegistry(continuing: lesson)
        #expect(continuing.name(of: third) == "Leaf#3")
        #expect(continuing.name(of: first) == "Leaf#1")
        // Leaf#2 was freed: its number is not given to another object.
        #expect(continuing.name(of: Leaf("new")) == "Leaf#4")
        #expect(continuing.name(of: Pair()) == "Pair#1")
        // The first registry is not changed by the second's naming.
        #expect(lesson.entries.count == 3)
        #expect(freed == nil)
    }
}
