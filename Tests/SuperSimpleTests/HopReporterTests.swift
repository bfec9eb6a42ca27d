import SuperSimple
import TestSupport
import Testing

/// `HopReporter.sender()`: who a message sent now is from, by whose code the open hops say runs;
/// nobody where they cannot say (never a holder guessed from the channel).
@Suite struct HopReporterTests {
    final class Caller {}
    final class Callee {}
    final class Holder {}

    @Test func theSenderIsTheInnermostCallsReceiverAndComesBackAfterIt() {
        let caller = Caller()
        let callee = Callee()
        var seen: [AnyObject?] = []
        HopRecorder().recording {
            HopReporter.call(from: nil, to: caller, "outer()") {
                seen.append(HopReporter.sender())
                HopReporter.call(from: caller, to: callee, "inner()") { seen.append(HopReporter.sender()) }
                seen.append(HopReporter.sender())
            }
        }
        #expect(seen.count == 3)
        #expect(seen[0] === caller)
        #expect(seen[1] === callee)
        #expect(seen[2] === caller, "after the inner call returns, the caller runs again")
    }

    @Test func codeAHopNamesButIsNoObjectIsLeftToTheRouteToName() {
        let holder = Holder()
        var seen: [AnyObject?] = [holder, holder]
        HopRecorder().recording {
            HopReporter.assembly("LaunchModuleAssembly") { seen[0] = HopReporter.sender() }
            _ = HopReporter.initialize { () -> Callee in
                seen[1] = HopReporter.sender()
                return Callee()
            }
        }
        #expect(seen[0] == nil, "an assembly function's own send: the route names the function")
        #expect(seen[1] == nil, "an initializer's send: the route names the object being built")
    }

    @Test func whereTheHopsCannotSayNobodyIsNamed() {
        let manager = Caller()
        var seen: [AnyObject?] = []
        HopRecorder().recording {
            seen.append(HopReporter.sender())
            HopReporter.call(from: nil, to: manager, "add()") {
                HopReporter.later("an answer") { seen.append(HopReporter.sender()) }
                HopReporter.around(Hop(kind: .send, sender: manager, receiver: nil, receiverType: "attached closure", message: "status")) {
                    seen.append(HopReporter.sender())
                }
                HopReporter.around(
                    Hop(kind: .call, sender: manager, receiver: nil, receiverType: "listener 1", message: "callback(tasks)", runsClosure: true)
                ) {
                    seen.append(HopReporter.sender())
                }
            }
        }
        HopReporter.call(from: nil, to: manager, "add()") { seen.append(HopReporter.sender()) }
        #expect(seen.count == 5)
        #expect(seen.allSatisfy { $0 == nil }, "no hop open, a later turn, two closures not handed over, and no observer at all")
    }

    @Test func aClosureHandedOverIsItsOwnersCodeAsTheObserverReadsIt() {
        let manager = Caller()
        let owner = Holder()
        let callback: (Int) -> Void = { _ in }
        var seen: [AnyObject?] = []
        HopRecorder(owners: { _ in owner }).recording {
            HopReporter.call(from: nil, to: manager, "add()") {
                HopReporter.around(
                    Hop(kind: .call, sender: manager, receiver: nil, receiverType: "listener 1", message: "callback(tasks)", closure: callback)
                ) {
                    seen.append(HopReporter.sender())
                    HopReporter.call(from: nil, to: manager, "tasks") { seen.append(HopReporter.sender()) }
                    seen.append(HopReporter.sender())
                }
            }
        }
        HopRecorder(owners: { _ in nil }).recording {
            HopReporter.around(Hop(kind: .send, sender: manager, receiver: nil, message: "status", closure: callback)) {
                seen.append(HopReporter.sender())
            }
        }
        #expect(seen.count == 4)
        #expect(seen[0] === owner && seen[2] === owner, "inside the closure, before and after a call it makes")
        #expect(seen[1] === manager)
        #expect(seen[3] == nil, "a closure whose owner cannot be told names nobody")
    }
}
