import SuperSimple
import TestSupport
import Testing

/// `HopReporter.runningObject`: whose code the open hops say is running, which a pipeline names
/// as a message's sender.
@Suite struct HopReporterTests {
    final class Caller {}
    final class Callee {}

    @Test func theRunningObjectIsTheInnermostCallsReceiverAndComesBackAfterIt() {
        let caller = Caller()
        let callee = Callee()
        var seen: [AnyObject?] = []
        HopRecorder().recording {
            seen.append(HopReporter.runningObject)
            HopReporter.call(from: nil, to: caller, "outer()") {
                seen.append(HopReporter.runningObject)
                HopReporter.call(from: caller, to: callee, "inner()") { seen.append(HopReporter.runningObject) }
                seen.append(HopReporter.runningObject)
            }
        }
        #expect(seen.count == 4)
        #expect(seen[0] == nil, "at the top nobody's code is reported running")
        #expect(seen[1] === caller)
        #expect(seen[2] === callee)
        #expect(seen[3] === caller, "after the inner call returns, the caller runs again")
    }

    @Test func aLaterTurnAClosureAndAnInitializerNameNobody() {
        let sender = Caller()
        var seen: [AnyObject?] = []
        HopRecorder().recording {
            HopReporter.call(from: nil, to: sender, "run()") {
                HopReporter.later("an answer") { seen.append(HopReporter.runningObject) }
                HopReporter.around(Hop(kind: .send, sender: sender, receiver: nil, receiverType: "attached closure", message: "status")) {
                    seen.append(HopReporter.runningObject)
                }
                _ = HopReporter.initialize { () -> Callee in
                    seen.append(HopReporter.runningObject)
                    return Callee()
                }
            }
        }
        #expect(seen.count == 3)
        #expect(seen.allSatisfy { $0 == nil })
    }

    @Test func withoutAnObserverNothingIsRunning() {
        let callee = Callee()
        var seen: AnyObject? = callee
        HopReporter.call(from: nil, to: callee, "inner()") { seen = HopReporter.runningObject }
        #expect(seen == nil)
    }
}
