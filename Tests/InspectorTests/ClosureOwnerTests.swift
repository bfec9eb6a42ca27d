@testable import Inspector
import Testing

/// `ClosureOwnerReader`: whose code a closure is, read from what it captures, as a route names the
/// sender of a message sent from a closure a manager or a Joint's outlet calls back.
@Suite struct ClosureOwnerTests {
    final class Owner {
        var count = 0
        func handle(_ value: Int) { count += value }
        func weakClosure() -> (Int) -> Void { { [weak self] value in self?.count += value } }
        func strongClosure() -> (Int) -> Void { { value in self.count += value } }
        func unownedClosure() -> (Int) -> Void { { [unowned self] value in self.count += value } }
    }

    /// A generic holder, as `JointOutlet<Output>` keeps its parent's closure.
    final class Outlet<Value> {
        var callback: ((Value) -> Void)?
        /// As `Any`, the closure is wrapped in a thunk made in generic code, which keeps it.
        var asAny: Any? { callback }
        /// What a hop carries instead (SuperSimple's `HandedClosure`): the context word, read where
        /// the closure lies, since a generic copy would wrap it in a new thunk.
        var context: UnsafeRawPointer? {
            UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()).load(fromByteOffset: 24, as: UnsafeRawPointer?.self)
        }
    }

    private let reader = ClosureOwnerReader()

    @Test func aClosureCapturingSelfWeakStrongOrUnownedIsSelfs() {
        let owner = Owner()
        for closure in [owner.weakClosure(), owner.strongClosure(), owner.unownedClosure()] {
            #expect(reader.owner(of: closure) === owner)
        }
    }

    @Test func aMethodReferenceIsItsObjects() {
        let owner = Owner()
        #expect(reader.owner(of: owner.handle as (Int) -> Void) === owner)
    }

    @Test func aClosureKeptByAGenericHolderIsStillItsOwners() throws {
        let owner = Owner()
        let outlet = Outlet<Int>()
        outlet.callback = owner.weakClosure()
        #expect(reader.owner(ofContext: try #require(outlet.context)) === owner)
        // As `Any`, wrapped in a thunk made in generic code: read through its bindings to the closure.
        #expect(reader.owner(of: try #require(outlet.asAny)) === owner)
        outlet.callback = owner.handle
        #expect(reader.owner(ofContext: try #require(outlet.context)) === owner)
    }

    @Test func aClosureCapturingNoObjectOrSeveralIsNobodysThatCanBeTold() {
        let first = Owner(), second = Owner()
        let none: (Int) -> Void = { _ in }
        var total = 0
        let value: (Int) -> Void = { total += $0 }
        let both: (Int) -> Void = { [weak first, weak second] in first?.count = $0; second?.count = $0 }
        #expect(reader.owner(of: none) == nil)
        #expect(reader.owner(of: value) == nil)
        #expect(reader.owner(of: both) == nil)
        value(1)
        #expect(total == 1)
    }
}
