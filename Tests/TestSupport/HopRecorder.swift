import Inspector
import SuperSimple

/// Records reported hops as indented lines, for asserting delivery order in tests:
/// `send intent .tap: TestView -> Pipeline<TestMessages>` and, nested under it,
/// `  call handleView(intent:): Pipeline<TestMessages> -> TestCore`.
public final class HopRecorder: HopObserving {
    public private(set) var lines: [String] = []
    public private(set) var problems: [UnwiredComponent] = []
    private var depth = 0
    private let owners: (UnsafeRawPointer) -> AnyObject?

    /// `owners` says whose a closure is from its context; by default read from its captures, as
    /// the REPL reads it.
    public init(owners: ((UnsafeRawPointer) -> AnyObject?)? = nil) {
        self.owners = owners ?? ClosureOwnerReader().owner(ofContext:)
    }

    /// Installs this recorder for the duration of `body`.
    public func recording(_ body: () -> Void) {
        HopReporter.observing(self, body)
    }

    public func enter(_ hop: Hop) {
        // Deliveries read as calls from the pipeline.
        let kind = switch hop.kind {
        case .send: "send"
        case .user: "user"
        case .call, .delivery: "call"
        case .later: "later"
        }
        let channel = hop.channel.map { $0 + " " } ?? ""
        let sender = hop.sender.map { String(describing: type(of: $0)) } ?? "-"
        let receiver = hop.receiver.map { String(describing: type(of: $0)) } ?? hop.receiverType ?? "parent"
        lines.append(String(repeating: "  ", count: depth) + "\(kind) \(channel)\(hop.message): \(sender) -> \(receiver)")
        depth += 1
    }

    public func leave() {
        depth -= 1
    }

    public func unwired(_ problem: UnwiredComponent) {
        problems.append(problem)
    }

    public func owner(ofClosureContext context: UnsafeRawPointer) -> AnyObject? {
        owners(context)
    }
}
