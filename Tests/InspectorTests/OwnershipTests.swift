@testable import Inspector
import Testing

/// What issue 27 asked of the inspector, on shapes built in process: ownership trees, arrays as a
/// closure's context, holders in `why`, names of lazy storage and `ObjectIdentifier` keys, set
/// members numbered by content, values cut at word boundaries.
@Suite struct OwnershipTests {
    private let registry = ObjectRegistry()

    private func graph(_ roots: [AnyObject]) -> ObjectGraph {
        GraphWalker(registry: registry, reader: FieldReader(layout: FieldLayout()))
            .walk(roots: roots.enumerated().map { ("root \($0.offset)", $0.element) })
    }

    /// A weak reference met before the owner: the object is drawn under its owner, the weak
    /// reference is a leaf that says who owns it.
    @Test func anObjectSeenFirstThroughAWeakReferenceIsDrawnUnderItsOwner() {
        // The weak field comes first, so a tree that expands on first sight would expand it there.
        let root = WeakFirst(), middle = Pair(), owned = Pair(), leaf = Pair()
        root.early = owned
        root.late = middle
        middle.other = owned
        owned.other = leaf
        #expect(TreeText(symbols: .ascii).lines(for: graph([root])) == [
            "WeakFirst#1  (root: root 0)",
            "|- weak     .early -> Pair#1  (owned by Pair#2)",
            "`- strong   .late -> Pair#2",
            "   `- strong   .other -> Pair#1",
            "      `- strong   .other -> Pair#3",
        ])
    }

    /// Only an object no strong reference reaches is expanded under a weak one, and the tree says so.
    @Test func anObjectNothingHoldsStronglyIsExpandedUnderTheWeakReferenceAndSaysSo() {
        let root = Pair(), stray = Pair(), leaf = Pair()
        root.weakOther = stray
        stray.other = leaf
        #expect(TreeText(symbols: .ascii).lines(for: graph([root])) == [
            "Pair#1  (root: root 0)",
            "`- weak     .weakOther -> Pair#2  (nothing in the graph holds it strongly: drawn here)",
            "   `- strong   .other -> Pair#3",
        ])
        withExtendedLifetime(stray) {}
    }

    @Test func anArrayCapturedAloneIsReadThroughItsStorageWithEachElementsOwnership() {
        let first = Leaf("a"), second = Leaf("b")
        let holder = ArrayCapturer(strong: [first, second], weak: [first])
        let lines = EdgeListText(symbols: .ascii).lines(for: graph([holder]))
        #expect(lines == [
            "ArrayCapturer#1 .refreshAll[0] --strong (capture)-> Leaf#1",
            "ArrayCapturer#1 .refreshAll[1] --strong (capture)-> Leaf#2",
            "ArrayCapturer#1 .watchers[0].target --weak (capture)-> Leaf#1",
        ])
        #expect(!registry.entries.contains { $0.typeName.contains("Storage") }, "the array's storage is no object of the program's")
    }

    @Test func aCycleThroughAnArrayCaptureIsFound() {
        let looped = Pair()
        let holder = ArrayCapturer(strong: [looped], weak: [])
        looped.holder = Holder(holder)
        let graph = graph([holder])
        #expect(StrongComponents(graph: graph).cycles.count == 1)
        looped.holder = nil
    }

    @Test func whyListsEveryStrongHolderOnceWithItsChain() {
        let root = Pair(), middle = Pair(), target = Pair()
        root.other = middle
        middle.other = target
        middle.holder = Holder(target)
        root.holder = Holder(target)
        let graph = graph([root])
        let lines = KeepAliveText(symbols: .ascii).lines(for: graph, target: graph.index(named: "Pair#3") ?? -1, retainCount: 1)
        #expect(lines == [
            "Pair#3 is kept alive by:",
            "  (root: root 0) Pair#1 .other --strong-> Pair#2 .other --strong-> Pair#3",
            "  (root: root 0) Pair#1 .holder --strong-> Holder#1 .held --strong-> Pair#3",
            "  (root: root 0) Pair#1 .other --strong-> Pair#2 .holder --strong-> Holder#2 .held --strong-> Pair#3",
        ])
    }

    /// A holder with two strong references to the target: the chain names one, and the line under
    /// it the other, since either alone keeps the target alive (a playthrough's `why` named only
    /// `.tree.node.1` of a class that held the object by `.helper` too).
    @Test func whyNamesAHoldersOtherStrongReferences() {
        let root = Pair(), target = Pair()
        root.other = target
        root.holder = Holder(target)
        let graph = graph([root])
        let lines = KeepAliveText(symbols: .ascii).lines(for: graph, target: graph.index(named: "Pair#2") ?? -1, retainCount: 1)
        #expect(lines == [
            "Pair#2 is kept alive by:",
            "  (root: root 0) Pair#1 .other --strong-> Pair#2",
            "  (root: root 0) Pair#1 .holder --strong-> Holder#1 .held --strong-> Pair#2",
        ], "one reference from each holder: no line more")

        let holder = TwoWays(), held = Leaf("held")
        holder.field = held
        holder.action = { _ = held }
        let second = self.graph([holder])
        let said = KeepAliveText(symbols: .ascii).lines(for: second, target: second.index(named: "Leaf#1") ?? -1, retainCount: 1)
        #expect(said == [
            "Leaf#1 is kept alive by:",
            "  (root: root 0) TwoWays#1 .field --strong-> Leaf#1",
            "    (TwoWays#1 holds Leaf#1 by one more strong reference too: .action (capture))",
        ], "\(said)")
    }

    @Test func aLazyPropertyIsNamedAsDeclaredAndObjectIdentifierKeysByName() {
        let keyed = Keyed()
        _ = keyed.format
        let graph = graph([keyed])
        #expect(EdgeListText(symbols: .ascii).lines(for: graph) == [
            "Keyed#1 .format (lazy) --strong-> Leaf#1",
            "Keyed#1 .leaves[0] --strong-> Leaf#2",
            "Keyed#1 .leaves[1] --strong-> Leaf#3",
        ])
        let text = InspectText(symbols: .ascii, objectName: { self.registry.name(ofLiveObjectAt: $0) })
        let lines = text.lines(name: "Keyed#1", retainCount: 1, fields: FieldReader(layout: FieldLayout()).read(keyed), graph: graph)
        #expect(lines.contains { $0.contains("[ObjectIdentifier(Leaf#2): \"first\", ObjectIdentifier(Leaf#3): \"second\"]") }, "\(lines)")
    }

    /// Members of a set that Podbay meets there first are numbered by what they hold, not by the
    /// hash order (which changes with every process): here, by their identifiers.
    @Test func setMembersSeenFirstInTheSetAreNumberedByContent() {
        let names = ["d", "a", "c", "b", "f", "e"]
        let holder = SetHolder(Set(names.map(Named.init)))
        let graph = graph([holder])
        let order = (1...6).compactMap { number in graph.nodes.first { $0.name == "Named#\(number)" }.map { ($0.object as? Named)?.identifier } }
        #expect(order == ["a", "b", "c", "d", "e", "f"])
    }

    /// An `ObjectIdentifier` key is an address, different every run: objects first seen as the
    /// values of such a dictionary are numbered by their content, as a set's members are.
    @Test func objectsSeenFirstUnderObjectIdentifierKeysAreNumberedByContent() {
        let holder = IdentifierKeyed()
        for name in ["d", "a", "c", "b", "f", "e"] {
            let named = Named(name)
            holder.byIdentifier[ObjectIdentifier(named)] = named
        }
        let graph = graph([holder])
        let order = (1...6).compactMap { number in graph.nodes.first { $0.name == "Named#\(number)" }.map { ($0.object as? Named)?.identifier } }
        #expect(order == ["a", "b", "c", "d", "e", "f"])
    }

    /// A slice keeps its base's indices (`slice[1]` is its first element), captured alone too.
    @Test func aSliceIsIndexedAsItsBaseIs() {
        let holder = SliceHolder([Named("a"), Named("b"), Named("c")][1...])
        #expect(EdgeListText(symbols: .ascii).lines(for: graph([holder])) == [
            "SliceHolder#1 .members[1] --strong-> Named#1",
            "SliceHolder#1 .members[2] --strong-> Named#2",
            "SliceHolder#1 .onChange[1] --strong (capture)-> Named#1",
            "SliceHolder#1 .onChange[2] --strong (capture)-> Named#2",
        ])
    }

    @Test func aValueIsCutOnlyAtAWordOrPunctuation() {
        #expect("done: false, count: 3".cutAtBoundary(to: 10) == "done:…")
        #expect("PodBayDoorsInteractionAssembler()".cutAtBoundary(to: 12) == nil)
        #expect("short".cutAtBoundary(to: 10) == "short")
    }

    /// Columns as wide as their content within the width; a value that does not fit is cut at a
    /// word, on a line of its own, and said so once.
    @Test func inspectFitsItsWidth() {
        let keyed = Keyed()
        keyed.note = String(repeating: "a rather long note, ", count: 10) + "too long for three lines"
        let graph = graph([keyed])
        let lines = InspectText(symbols: .ascii, width: 60).lines(
            name: "Keyed#1", retainCount: 1, fields: FieldReader(layout: FieldLayout()).read(keyed), graph: graph)
        #expect(Array(lines.dropFirst()) == [
            "  .format (lazy) Optional<Leaf> strong nil",
            "  .byLeaf        Dictionary<ObjectIdentifier, String> value",
            "    [ObjectIdentifier(an object Podbay has not seen):",
            "    \"first\", ObjectIdentifier(an object Podbay has not",
            "    seen): \"second\"]",
            "  .leaves        Array<Leaf>    strong [0] -> Leaf#1",
            "  .leaves        Array<Leaf>    strong [1] -> Leaf#2",
            "  .note          String         value",
            "    \"a rather long note, a rather long note, a rather long",
            "    note, a rather long note, a rather long note, a rather",
            "    long note, a rather long note, a rather long note, a…",
            "  (… ends a value cut at a word to fit 60 columns)",
        ])
    }
}

final class WeakFirst {
    weak var early: Pair?
    var late: Pair?
}

final class ArrayCapturer {
    var refreshAll: (() -> Void)?
    var watchers: (() -> Void)?

    init(strong: [AnyObject], weak: [AnyObject]) {
        refreshAll = { _ = strong.count }
        let boxes = weak.map { WeakBox(target: $0) }
        if !boxes.isEmpty { watchers = { _ = boxes.count } }
    }
}

final class Keyed {
    lazy var format = Leaf("lazy")
    var byLeaf: [ObjectIdentifier: String] = [:]
    var leaves: [Leaf] = []
    var note = ""

    init() {
        leaves = [Leaf("first"), Leaf("second")]
        byLeaf = [ObjectIdentifier(leaves[1]): "second", ObjectIdentifier(leaves[0]): "first"]
    }
}

final class Named: Hashable {
    let identifier: String

    init(_ identifier: String) {
        self.identifier = identifier
    }

    static func == (left: Named, right: Named) -> Bool { left.identifier == right.identifier }
    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

final class SliceHolder {
    let members: ArraySlice<Named>
    var onChange: (() -> Void)?

    init(_ members: ArraySlice<Named>) {
        self.members = members
        onChange = { _ = members.count }
    }
}

final class IdentifierKeyed {
    var byIdentifier: [ObjectIdentifier: Named] = [:]
}

final class SetHolder {
    let members: Set<Named>

    init(_ members: Set<Named>) {
        self.members = members
    }
}

/// Holds one object by a field and by a closure's capture.
private final class TwoWays {
    var field: AnyObject?
    var action: (() -> Void)?
}
