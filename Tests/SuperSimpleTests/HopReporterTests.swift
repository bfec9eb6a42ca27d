import SuperSimple
import TestSupport
import Testing

/// `HopReporter.sender(or:)`: who a message sent now is from, by whose code the open hops say
/// runs; the holder passed in only where they cannot say.
@Suite struct HopReporterTests {
    final class Caller {}
    final class Callee {}
    final class Holder {}

    @Test func theSenderIsTheInnermostCallsReceiverAndComesBackAfterIt() {
        let caller = Caller()
        let callee = Callee()
        let holder = Holder()
        var seen: [AnyObject?] = []
        HopRecorder().recording {
            HopReporter.call(from: nil, to: caller, "outer()") {
                seen.append(HopReporter.sender(or: holder))
                HopReporter.call(from: caller, to: callee, "inner()") { seen.append(HopReporter.sender(or: holder)) }
                seen.append(HopReporter.sender(or: holder))
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
            HopReporter.assembly("LaunchModuleAssembly") { seen[0] = HopReporter.sender(or: holder) }
            _ = HopReporter.initialize { () -> Callee in
                seen[1] = HopReporter.sender(or: holder)
                return Callee()
            }
        }
        #expect(seen[0] == nil, "an assembly function's own send: the route names the function")
        #expect(seen[1] == nil, "an initializer's send: the route names the object being built")
    }

    @Test func whereTheHopsCannotSayTheHolderIsNamed() {
        let manager = Caller()
        let holder = Holder()
        var seen: [AnyObject?] = []
        HopRecorder().recording {
            seen.append(HopReporter.sender(or: holder))
            HopReporter.call(from: nil, to: manager, "add()") {
                HopReporter.later("an answer") { seen.append(HopReporter.sender(or: holder)) }
                HopReporter.around(Hop(kind: .send, sender: manager, receiver: nil, receiverType: "attached closure", message: "status")) {
                    seen.append(HopReporter.sender(or: holder))
                }
                HopReporter.around(
                    Hop(kind: .call, sender: manager, receiver: nil, receiverType: "listener 1", message: "callback(tasks)", runsClosure: true)
                ) {
                    seen.append(HopReporter.sender(or: holder))
                }
            }
        }
        HopReporter.call(from: nil, to: manager, "add()") { seen.append(HopReporter.sender(or: holder)) }
        #expect(seen.count == 5)
        #expect(seen.allSatisfy { $0 === holder }, "no hop open, a later turn, two closures, and no observer at all")
    }
}
