@testable import Inspector
import Testing

/// Every edge the inspector prints for real-world shapes, checked against what the code declares:
/// path, ownership and target, with nothing trapping.
@Suite struct CatalogueTests {
    private func graph(_ roots: [AnyObject], extra: [AnyObject] = [], registry: ObjectRegistry = ObjectRegistry()) -> ObjectGraph {
        GraphWalker(registry: registry, reader: FieldReader(layout: FieldLayout()))
            .walk(roots: roots.enumerated().map { ("root \($0.offset)", $0.element) }, extra: extra)
    }

    private func edges(_ root: AnyObject) -> [String] {
        EdgeListText(symbols: .ascii).lines(for: graph([root]))
    }

    @Test func weakBoxesInAnArrayAndADictionaryAreWeak() {
        let subject = Subject()
        let first = Observer("first"), second = Observer("second")
        subject.observers = [WeakBox(target: first), WeakBox(target: nil), WeakBox(target: second)]
        subject.byName = ["b": WeakBox(target: second), "a": WeakBox(target: first)]
        #expect(edges(subject) == [
            "Subject#1 .observers[0].target --weak-> Observer#1",
            "Subject#1 .observers[2].target --weak-> Observer#2",
            "Subject#1 .byName[\"a\"].target --weak-> Observer#1",
            "Subject#1 .byName[\"b\"].target --weak-> Observer#2",
        ])
        #expect(StrongComponents(graph: graph([subject])).cycles.isEmpty)
        withExtendedLifetime((first, second)) {}
    }

    @Test func aPropertyWrappersWeakStorageIsWeak() {
        let delegate = Observer("delegate")
        let screen = Screen(delegate: delegate)
        #expect(edges(screen) == ["Screen#1 ._delegate.storage --weak-> Observer#1"])
        withExtendedLifetime(delegate) {}
    }

    @Test func anUnownedReferenceInsideAStructIsUnownedAliveAndDeadWithoutTrapping() {
        var owner: Observer? = Observer("owner")
        let page = Page(owner: owner!)
        #expect(edges(page) == ["Page#1 .link.owner --unowned-> Observer#1"])
        owner = nil
        #expect(edges(page) == ["Page#1 .link.owner --unowned-> <dead>"])
        // `inspect` copies values out to print them: that must not trap either.
        let reader = FieldReader(layout: FieldLayout())
        let lines = InspectText(symbols: .ascii).lines(name: "Page#1", retainCount: 1, fields: reader.read(page), graph: graph([page]))
        #expect(lines.dropFirst() == [
            "  .link    BackLink unowned .owner -> <dead>",
            "  .count   Int      value   3",
            "  .enabled Bool     value   true",
        ])
    }

    @Test func enumPayloadsIndirectCasesTuplesNestedOptionalsAndAnyAreRead() {
        let observers = (0..<8).map { Observer("\($0)") }
        #expect(edges(Forest(observers)) == [
            "Forest#1 .tree.node.0.leaf --strong-> Observer#1",
            "Forest#1 .tree.node.1.node.1.leaf --strong-> Observer#2",
            "Forest#1 .pair.first --strong-> Observer#3",
            "Forest#1 .pair.2 --strong-> Observer#4",
            "Forest#1 .nested --strong-> Observer#5",
            "Forest#1 .boxes.target --weak-> Observer#6",
            "Forest#1 .items[1] --strong-> Observer#7",
            "Forest#1 .items[3].target --weak-> Observer#8",
        ])
        // Optimised builds end a value's lifetime at its last use: only weak boxes hold some.
        withExtendedLifetime(observers) {}
    }

    @Test func genericClassesAndSubclassesOfThemKeepEachFieldsOwnership() {
        let observers = (0..<3).map { Observer("\($0)") }
        #expect(edges(ObserverContainer(observers)) == [
            "ObserverContainer#1 .item --strong-> Observer#1",
            "ObserverContainer#1 .backup --weak-> Observer#2",
            "ObserverContainer#1 .extra --unowned-> Observer#3",
        ])
        #expect(edges(Container(item: observers[1], backup: observers[2])) == [
            "Container<Observer>#1 .item --strong-> Observer#1",
            "Container<Observer>#1 .backup --weak-> Observer#2",
        ])
        withExtendedLifetime(observers) {}
    }

    @Test func anActorsFieldsAreRead() {
        let current = Observer("current"), watcher = Observer("watcher")
        #expect(edges(Store(current: current, watcher: watcher)) == [
            "Store#1 .current --strong-> Observer#1",
            "Store#1 .watcher --weak-> Observer#2",
        ])
        withExtendedLifetime(watcher) {}
    }

    @Test func closuresShowWhatTheyCaptureAndHow() {
        let log = DeinitLog()
        let editor = Editor(log: log)
        editor.captureStrongly()
        #expect(edges(editor) == ["Editor#1 .log --strong-> DeinitLog#1", "Editor#1 .onSave --strong (capture)-> Editor#1"])
        editor.captureWeakly()
        #expect(edges(editor) == ["Editor#1 .log --strong-> DeinitLog#1", "Editor#1 .onSave --weak (capture)-> Editor#1"])
        editor.captureUnowned()
        #expect(edges(editor) == ["Editor#1 .log --strong-> DeinitLog#1", "Editor#1 .onSave --unowned (capture)-> Editor#1"])
        editor.onSave = nil
        editor.referToMethod()
        #expect(edges(editor) == ["Editor#1 .log --strong-> DeinitLog#1", "Editor#1 .onTap --strong (capture)-> Editor#1"])
        editor.onTap = {}
        let other = Observer("other")
        editor.captureInArray(other)
        #expect(edges(editor) == [
            "Editor#1 .log --strong-> DeinitLog#1",
            "Editor#1 .handlers[0] --weak (capture)-> Editor#1",
            "Editor#1 .handlers[1] --strong (capture)-> Observer#1",
        ])
        editor.handlers = []
    }

    /// `[unowned x]` whose object is gone: the closure's context still holds the dead reference,
    /// read by offset, never loaded (loading it would trap).
    @Test func anUnownedCaptureWhoseObjectIsGoneReadsAsDeadWithoutTrapping() {
        let editor = Editor(log: DeinitLog())
        do {
            let observer = Observer("short-lived")
            editor.onSave = { [unowned observer] in _ = observer.name }
        }
        #expect(edges(editor) == ["Editor#1 .log --strong-> DeinitLog#1", "Editor#1 .onSave --unowned (capture)-> <dead>"])
        editor.onSave = nil
    }

    @Test func aCapturedVariablesBoxIsReadThrough() {
        let editor = Editor(log: DeinitLog())
        let first = Observer("first"), second = Observer("second")
        let registry = ObjectRegistry()
        func edges(_ root: AnyObject) -> [String] {
            EdgeListText(symbols: .ascii).lines(for: graph([root], registry: registry))
        }
        editor.captureVariable(first, second)
        // The box holding `current`, then `second` captured by value.
        #expect(edges(editor) == [
            "Editor#1 .log --strong-> DeinitLog#1",
            "Editor#1 .onSave --strong (capture)-> Observer#1",
            "Editor#1 .onSave --strong (capture)-> Observer#2",
        ])
        editor.onSave?()
        #expect(edges(editor) == [
            "Editor#1 .log --strong-> DeinitLog#1",
            "Editor#1 .onSave --strong (capture)-> Observer#2",
            "Editor#1 .onSave --strong (capture)-> Observer#2",
        ], "the box now holds the second too")
        withExtendedLifetime(first) {}
    }

    /// The cycle `cycles` reports through a capture is one ARC confirms: `deinit` does not run
    /// until it is broken, and runs at once when it is.
    @Test func aCaptureCycleIsFoundExplainedAndConfirmedByDeinit() {
        let log = DeinitLog()
        let leaked = abandoned(log) { $0.captureStrongly() }
        do {
            guard let editor = leaked() else {
                Issue.record("a closure capturing self strongly kept nothing alive")
                return
            }
            let found = graph([], extra: [editor])
            #expect(CycleText(symbols: .ascii).lines(for: found) == [
                "cycle 1: Editor#1 holds itself with a strong reference:",
                "  Editor#1 .onSave --strong (capture)-> Editor#1",
                "  no root reaches it: it is leaked",
            ])
            #expect(KeepAliveText(symbols: .ascii).lines(for: found, target: 0, retainCount: 1) == [
                "leaked: Editor#1 is alive, no root reaches it, and it is held only by the cycle Editor#1 -> Editor#1, "
                    + "closed by a closure's capture: Editor#1 .onSave --strong (capture)-> Editor#1",
            ])
        }
        #expect(leaked() != nil && log.freed.isEmpty, "deinit has not run: the cycle holds it")
        leaked()?.onSave = nil
        #expect(leaked() == nil && log.freed == ["Editor"], "breaking the capture frees it")
    }

    @Test func aWeakCaptureMakesNoCycleAndTheObjectIsFreed() {
        let log = DeinitLog()
        let released = abandoned(log) { editor in
            editor.captureWeakly()
            #expect(StrongComponents(graph: graph([editor])).cycles.isEmpty)
        }
        #expect(released() == nil && log.freed == ["Editor"])
    }

    /// An Editor wired by `wire` that nothing outside holds any more (alive only if its own
    /// closures hold it), looked at through a weak reference.
    private func abandoned(_ log: DeinitLog, _ wire: (Editor) -> Void) -> () -> Editor? {
        weak var abandoned: Editor?
        do {
            let editor = Editor(log: log)
            wire(editor)
            abandoned = editor
        }
        return { abandoned }
    }

    @Test func dotMarksCaptureEdges() {
        let editor = Editor(log: DeinitLog())
        editor.captureStrongly()
        #expect(DotText().lines(for: graph([editor])).contains(
            "  n0 -> n0 [label=\".onSave (strong (capture))\", style=solid, arrowhead=empty, color=red];"))
        editor.onSave = nil
    }

    @Test func inspectShowsEachCaptureAndSaysValueForPlainValues() {
        let editor = Editor(log: DeinitLog())
        editor.captureStrongly()
        let registry = ObjectRegistry()
        let walker = GraphWalker(registry: registry, reader: FieldReader(layout: FieldLayout()))
        let lines = InspectText(symbols: .ascii).lines(
            name: "Editor#1", retainCount: 1, fields: FieldReader(layout: FieldLayout()).read(editor),
            graph: walker.walk(roots: [("inspected", editor)], depth: 1))
        #expect(Array(lines.dropFirst()) == [
            "  .log      DeinitLog          strong           -> DeinitLog#1",
            "  .onSave   Optional<() -> ()> strong (capture) -> Editor#1",
            "  .onTap    () -> ()           strong           closure capturing no live object",
            "  .handlers Array<() -> ()>    value            []",
            "  .count    Int                value            0",
        ])
        editor.onSave = nil
    }

    /// A context the reader cannot decode keeps the old words and says why. Optimisation may
    /// specialise the closure so its context is the object itself: then it is a strong capture.
    @Test func anUndecodableContextSaysWhyInInspect() {
        let editor = Editor(log: DeinitLog())
        let observer = Observer("captured")
        editor.captureGenerically(observer)
        let graph = graph([editor])
        let edge = graph.edges.first { $0.field == ".onSave" }
        let index = graph.edges.firstIndex { $0.field == ".onSave" }
        switch edge?.to {
        case .closure?:
            #expect(index.flatMap { graph.notes[$0] }?.contains("generic closure") == true)
            #expect(edge?.isCapture == false && edge?.ownership == .strong)
        case .node(let target)?:
            #expect(graph.nodes[target].name == "Observer#1" && edge?.isCapture == true && edge?.ownership == .strong)
        default:
            Issue.record("no edge for a closure that captures an object: \(String(describing: edge))")
        }
    }
}
