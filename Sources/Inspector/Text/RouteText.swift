/// A route as numbered, nested lines: every message sent or call made gets the next number;
/// a pipeline's deliveries are numbered under the message they deliver (`1.1`, `1.2`); a later turn
/// of the run loop is an unnumbered `later ── …` line with what it ran nested under it.
package struct RouteText {
    let symbols: GraphSymbols

    package init(symbols: GraphSymbols) {
        self.symbols = symbols
    }

    package func lines(for steps: [RouteLog.Step]) -> [String] {
        zip(steps, RouteNumbering().labels(for: steps)).map { step, label in
            let indent = String(repeating: "  ", count: step.depth)
            switch step.kind {
            case .send, .call:
                let channel = step.channel.map { $0 + " " } ?? ""
                return indent + "\(label ?? "") \(step.sender) \(symbols.line) \(channel)\(step.message) \(symbols.arrow) \(step.receiver)"
            case .delivery:
                return indent + "\(label ?? "") \(symbols.delivery) \(step.receiver).\(step.message)"
            case .later:
                return indent + "later \(symbols.line) \(step.message)"
            }
        }
    }
}
