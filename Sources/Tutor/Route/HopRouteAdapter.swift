import Inspector
import SuperSimple

/// Turns the runtimes' hops into the inspector's route log, naming objects as they pass.
final class HopRouteAdapter: HopObserving {
    private let route: RouteLog
    private let registry: ObjectRegistry
    private let closures = ClosureOwnerReader()
    private(set) var unwired: [UnwiredComponent] = []

    init(route: RouteLog, registry: ObjectRegistry) {
        self.route = route
        self.registry = registry
    }

    func enter(_ hop: Hop) {
        let kind: RouteLog.Step.Kind = switch hop.kind {
        case .send: .send
        case .call: .call
        case .delivery: .delivery
        case .later: .later
        }
        route.begin(
            kind: kind, sender: hop.sender.map(registry.name(of:)),
            receiver: hop.receiver.map(registry.name(of:)) ?? hop.receiverType ?? "parent (attached closure)",
            channel: hop.channel,
            message: hop.message)
    }

    func leave() {
        route.end()
    }

    func built(_ object: AnyObject) {
        route.named(registry.name(of: object))
    }

    func unwired(_ problem: UnwiredComponent) {
        unwired.append(problem)
    }

    func owner(ofClosureContext context: UnsafeRawPointer) -> AnyObject? {
        closures.owner(ofContext: context)
    }
}
