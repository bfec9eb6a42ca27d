/// A route as a sequence diagram's parts, for any diagram language: the objects as participants
/// (in the order they first take part), each hop a message numbered as `route` numbers it, a hop
/// with hops nested under it an activation of its receiver while they run, and a later turn of
/// the run loop a separator.
package struct RouteSequence: Equatable, Sendable {
    package enum Event: Equatable, Sendable {
        /// `text` starts with the hop's number: `1 intent .loginButtonTap`, `1.1 handleView(intent:)`.
        case message(from: String, to: String, text: String)
        case activate(String)
        case deactivate(String)
        /// `later: …`, the message of a later turn of the run loop.
        case separator(String)
    }

    /// Participants' names (`LoginView#1`, `user`), in order of first appearance.
    package let participants: [String]
    package let events: [Event]

    package init(steps: [RouteLog.Step]) {
        var participants: [String] = []
        var events: [Event] = []
        func meet(_ name: String) {
            if !participants.contains(name) { participants.append(name) }
        }
        // What each open hop activated (nil for a later turn), with its depth, innermost last.
        var open: [(depth: Int, activated: String?)] = []
        let labels = RouteNumbering().labels(for: steps)
        for (index, step) in steps.enumerated() {
            while let last = open.last, last.depth >= step.depth {
                open.removeLast()
                if let activated = last.activated { events.append(.deactivate(activated)) }
            }
            let hasNested = steps.indices.contains(index + 1) && steps[index + 1].depth > step.depth
            switch step.kind {
            case .send, .call, .delivery:
                meet(step.sender)
                meet(step.receiver)
                let channel = step.channel.map { $0 + " " } ?? ""
                events.append(.message(from: step.sender, to: step.receiver, text: "\(labels[index] ?? "") \(channel)\(step.message)"))
                if hasNested {
                    events.append(.activate(step.receiver))
                    open.append((step.depth, step.receiver))
                }
            case .later:
                events.append(.separator("later: \(step.message)"))
                open.append((step.depth, nil))
            }
        }
        while let last = open.popLast() {
            if let activated = last.activated { events.append(.deactivate(activated)) }
        }
        self.participants = participants
        self.events = events
    }

    /// Each participant's identifier in a diagram's source: its name in letters, digits and `_`
    /// (`LoginView#1` → `LoginView_1`), made unique.
    package var identifiers: [String: String] {
        var identifiers: [String: String] = [:]
        var taken: Set<String> = []
        for name in participants {
            var base = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            if base.first.map({ !$0.isLetter }) ?? true { base = "p" + base }
            var identifier = base
            var suffix = 2
            while taken.contains(identifier) {
                identifier = base + "_\(suffix)"
                suffix += 1
            }
            taken.insert(identifier)
            identifiers[name] = identifier
        }
        return identifiers
    }
}
