// A route step is text: who sent what to whom.
extension RouteLog.Step: HoldsNoObjects {}
