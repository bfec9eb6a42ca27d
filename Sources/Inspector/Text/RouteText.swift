/// A route as numbered, nested lines: every message sent or call made gets the next number;
/// a pipeline's deliveries are numbered under the message they deliver (`1.1`, `1.2`); a later turn
/// of the run loop is an unnumbered `later ── …` line with what it ran nested under it.
package struct RouteText {
    let symbols: GraphSymbols

    package init(symbols: GraphSymbols) {
        self.symbols = symbols
    }

    package func lines(for steps: [RouteLog.Step]) -> [String] {
        var lines: [String] = []
        var number = 0
        // The number of the message each depth belongs to, and how many deliveries it had.
        var owner: [Int: (number: Int, deliveries: Int)] = [:]
        for step in steps {
            let indent = String(repeating: "  ", count: step.depth)
            switch step.kind {
            case .send, .call:
                number += 1
                owner[step.depth + 1] = (number, 0)
                let channel = step.channel.map { $0 + " " } ?? ""
                lines.append(indent + "\(number) \(step.sender) \(symbols.line) \(channel)\(step.message) \(symbols.arrow) \(step.receiver)")
            case .delivery:
                var parent = owner[step.depth] ?? (number, 0)
                parent.deliveries += 1
                owner[step.depth] = parent
                owner[step.depth + 1] = parent
                lines.append(indent + "\(parent.number).\(parent.deliveries) \(symbols.delivery) \(step.receiver).\(step.message)")
            case .later:
                owner[step.depth + 1] = nil
                lines.append(indent + "later \(symbols.line) \(step.message)")
            }
        }
        return lines
    }
}
