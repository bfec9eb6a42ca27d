package import CommandLanguage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A step's goal: conditions on the live scene and on what the learner did, all of which must
/// hold. Written in a lesson as e.g. `ran screen and screen contains "Welcome"`.
package struct GoalExpression: Equatable, Sendable {
    package enum Condition: Equatable, Sendable {
        /// The learner ran this command (by its name) during the step.
        case ran(String)
        /// The learner ran `inspect` on a live object of this type during the step.
        case inspected(String)
        /// The learner ran `why` on a live object of this type during the step.
        case askedWhy(String)
        /// The scene's screen, as `screen` draws it, contains this text.
        case screenContains(String)
        /// The route of the last action, as `route` prints it in ASCII, contains this text.
        /// Object numbers are ignored unless the text names one (see `RouteMatcher`).
        case routeContains(String)
        /// The route of the last action has no line with this text (matched as `routeContains` matches).
        case routeLacks(String)
        /// The route of the last action has these texts on successive lines, in this order:
        /// `route order "A" then "B"`.
        case routeOrder([String])
        /// An action run during this step freed an object of this type.
        case freed(String)
        /// An object of this type is alive (and was seen).
        case alive(String)
        /// An object of this type has a field (or a path under it) holding something with this
        /// ownership: `edge PodBayDoorsInteraction.banner weak`.
        case edge(type: String, field: String, ownership: String)
        /// A retain cycle includes an object of this type.
        case cycle(String)
        /// No retain cycle is among the live objects (the graph `cycles` reads).
        case noCycles
        /// Objects of both types are alive and no chain of strong references, closures' captures
        /// and containers included, leads from one of the first to one of the second: `no strong
        /// path HalJoint to MissionJoint`, a rule that one must not own the other by any path.
        case noStrongPath(from: String, to: String)
        /// An object of this type is alive, no root reaches it through strong references, and it
        /// is a member of a retain cycle (an object merely hanging from a cycle does not count).
        case leaked(String)
        /// An object of this type is alive and no root reaches it through strong references, whatever
        /// holds it (a cycle, or a closure's capture the inspector cannot see).
        case unreachable(String)
        /// One object of this type is held strongly by two or more objects: shared, not copied.
        case shared(String)
        /// Exactly one object of this type is alive: what is shared is not also made elsewhere.
        case one(String)
        /// The scene runs the variant that breaks this rule.
        case broken(String)
        /// The scene runs its faithful variant.
        case fixed
        /// A law of `check`, never in a goal: every action of the check scene sent exactly the
        /// messages the lesson's solution sends for it, as often and in its order. Written
        /// `same messages as the solution`, in a hint's brackets.
        case sameMessagesAsSolution
        /// A law of `check`, never in a goal: after every action the screen shows what it shows
        /// with the lesson's solution. Written `same screen as the solution`, in a hint's brackets.
        case sameScreenAsSolution
    }

    package let conditions: [Condition]

    package init(conditions: [Condition]) {
        self.conditions = conditions
    }

    /// Parses the text after `goal:`; unknown commands are refused when `commands` is given.
    package static func parse(_ text: String, commands: CommandTable) -> Result<GoalExpression, GoalSyntaxProblem> {
        let parts = text.parts(separatedBy: " and ")
        var conditions: [Condition] = []
        for part in parts {
            let clause = part.trimmingWhitespace
            if clause.hasPrefix("ran ") {
                let command = clause.dropFirst(4).trimmingWhitespace
                guard let spec = commands.command(named: command) else {
                    return .failure(GoalSyntaxProblem(message: "goal names unknown command '\(command)'"))
                }
                conditions.append(.ran(spec.name.rawValue))
            } else if clause == "asked why" || clause.hasPrefix("asked why ") {
                let words = clause.split(separator: " ")
                guard words.count == 3 else {
                    return .failure(GoalSyntaxProblem(message: "'asked why' takes one word: asked why <Type>"))
                }
                conditions.append(.askedWhy(String(words[2])))
            } else if let text = quotedText(after: "screen contains ", in: clause) {
                switch text {
                case .success(let text): conditions.append(.screenContains(text))
                case .failure(let error): return .failure(error)
                }
            } else if let text = quotedText(after: "route contains ", in: clause) {
                switch text {
                case .success(let text): conditions.append(.routeContains(text))
                case .failure(let error): return .failure(error)
                }
            } else if let text = quotedText(after: "route lacks ", in: clause) {
                switch text {
                case .success(let text): conditions.append(.routeLacks(text))
                case .failure(let error): return .failure(error)
                }
            } else if let text = quotedText(after: "route order ", in: clause) {
                let texts = (try? text.get())?.parts(separatedBy: "\" then \"") ?? []
                guard texts.count >= 2 else {
                    return .failure(GoalSyntaxProblem(message: "write at least two quoted texts: route order \"…\" then \"…\""))
                }
                conditions.append(.routeOrder(texts))
            } else if clause == Condition.sameMessagesAsSolution.clause {
                conditions.append(.sameMessagesAsSolution)
            } else if clause == Condition.sameScreenAsSolution.clause {
                conditions.append(.sameScreenAsSolution)
            } else if clause.hasPrefix("no strong path") {
                let words = clause.split(separator: " ").dropFirst(3).map(String.init)
                guard words.count == 3, words[1] == "to" else {
                    return .failure(GoalSyntaxProblem(message: "write it as: no strong path <Type> to <Type>"))
                }
                conditions.append(.noStrongPath(from: words[0], to: words[2]))
            } else if let condition = wordCondition(clause) {
                switch condition {
                case .success(let found): conditions.append(found)
                case .failure(let error): return .failure(error)
                }
            } else {
                return .failure(GoalSyntaxProblem(message: "unknown goal '\(clause)'; known: \(known)"))
            }
        }
        return .success(GoalExpression(conditions: conditions))
    }

    static let known = "ran <command>, inspected <Type>, asked why <Type>, screen contains \"…\", route contains \"…\", route lacks \"…\", route order \"…\" then \"…\", freed <Type>, alive <Type>, "
        + "edge <Type>.<field> strong|weak|unowned, cycle <Type>, no cycles, no strong path <Type> to <Type>, leaked <Type>, unreachable <Type>, shared <Type>, one <Type>, broken <rule>, fixed"

    /// For a clause starting with `prefix`: the text between the double quotes that make up the
    /// rest of it, or the error saying they are missing. Nil when the clause starts otherwise.
    private static func quotedText(after prefix: String, in clause: String) -> Result<String, GoalSyntaxProblem>? {
        guard clause.hasPrefix(prefix) else { return nil }
        let quoted = clause.dropFirst(prefix.count).trimmingWhitespace
        guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else {
            return .failure(GoalSyntaxProblem(message: "write the text in double quotes: \(prefix)\"…\""))
        }
        return .success(String(quoted.dropFirst().dropLast()))
    }

    /// The one-word-argument conditions: `inspected X`, `freed X`, `alive X`, `cycle X`, `leaked X`, `broken X`,
    /// `edge X.f o`, `fixed`, `no cycles`.
    private static func wordCondition(_ clause: String) -> Result<Condition, GoalSyntaxProblem>? {
        let words = clause.split(separator: " ").map(String.init)
        guard let keyword = words.first else { return nil }
        switch (keyword, words.count) {
        case ("fixed", 1): return .success(.fixed)
        case ("no", 2) where words[1] == "cycles": return .success(.noCycles)
        case ("no", _): return .failure(GoalSyntaxProblem(message: "write it as: no cycles"))
        case ("freed", 2): return .success(.freed(words[1]))
        case ("alive", 2): return .success(.alive(words[1]))
        case ("inspected", 2): return .success(.inspected(words[1]))
        case ("cycle", 2): return .success(.cycle(words[1]))
        case ("leaked", 2): return .success(.leaked(words[1]))
        case ("unreachable", 2): return .success(.unreachable(words[1]))
        case ("shared", 2): return .success(.shared(words[1]))
        case ("one", 2): return .success(.one(words[1]))
        case ("broken", 2): return .success(.broken(words[1]))
        case ("edge", 3):
            let parts = words[1].split(separator: ".", maxSplits: 1).map(String.init)
            let ownerships = ["strong", "weak", "unowned", "unowned(unsafe)"]
            guard parts.count == 2, ownerships.contains(words[2]) else {
                return .failure(GoalSyntaxProblem(message: "write an edge goal as: edge <Type>.<field> strong|weak|unowned"))
            }
            // One stored field, as `graph` heads its references: a path into it (`tabs[0]`,
            // `login.view`) names no field, and the goal could never be met.
            if let cut = parts[1].firstIndex(where: { $0 == "." || $0 == "[" }) {
                let field = parts[1][..<cut]
                return .failure(GoalSyntaxProblem(
                    message: "an edge goal names one stored field and matches every reference through it: write "
                        + "'edge \(parts[0]).\(field) \(words[2])', not '\(parts[0]).\(parts[1])'"))
            }
            return .success(.edge(type: parts[0], field: parts[1], ownership: words[2]))
        case ("fixed", _), ("freed", _), ("alive", _), ("inspected", _), ("cycle", _), ("leaked", _), ("unreachable", _), ("shared", _), ("one", _), ("broken", _), ("edge", _):
            return .failure(GoalSyntaxProblem(message: "'\(keyword)' takes \(keyword == "edge" ? "<Type>.<field> and an ownership" : keyword == "fixed" ? "nothing" : "one word")"))
        default:
            return nil
        }
    }

    /// The goal in words, for `next` and `step`, route texts spelt in ASCII as written.
    package var description: String {
        description(arrow: "->", line: "--")
    }

    /// The goal in words, route texts spelt with `arrow` and `line` as `route` prints them: a
    /// lesson writes `A -- init -> B`, a Unicode terminal shows `A ── init ─▶ B`.
    package func description(arrow: String, line: String) -> String {
        func spelt(_ text: String) -> String { Self.spelt(text, arrow: arrow, line: line) }
        return conditions.map { condition in
            switch condition {
            case .ran(let command): "run '\(command)'"
            case .inspected(let type): "inspect \(Self.a(type))"
            case .askedWhy(let type): "ask why \(Self.a(type)) is alive"
            case .screenContains(let text): "the screen shows \"\(text)\""
            case .routeContains(let text): "the last route has \"\(spelt(text))\""
            case .routeLacks(let text): "the last route has no \"\(spelt(text))\""
            case .routeOrder(let texts):
                "the last route has " + texts.map { "\"\(spelt($0))\"" }.joined(separator: ", then ")
            case .freed(let type): "\(Self.a(type)) was freed during this step"
            case .alive(let type): "\(Self.a(type)) is alive"
            case .edge(let type, let field, let ownership): "\(type).\(field) holds its target \(ownership)"
            case .cycle(let type): "a retain cycle includes \(Self.a(type))"
            case .noCycles: "no retain cycle is alive"
            case .noStrongPath(let from, let to): "no strong path leads from \(Self.a(from)) to \(Self.a(to))"
            case .leaked(let type): "\(Self.a(type)) is alive, held only by a retain cycle"
            case .unreachable(let type): "\(Self.a(type)) is alive and no root reaches it"
            case .shared(let type): "one \(type) is held by two or more objects"
            case .one(let type): "exactly one \(type) is alive"
            case .broken(let rule): "the scene breaks '\(rule)'"
            case .fixed: "the scene keeps every rule again"
            case .sameMessagesAsSolution: "every action sends the messages the solution sends"
            case .sameScreenAsSolution: "every action leaves the screen the solution leaves"
            }
        }.joined(separator: " and ")
    }
}

extension GoalExpression.Condition {
    /// The condition as a goal writes it, which `GoalExpression.parse` reads back: a verdict
    /// names the parts that failed this way.
    package var clause: String {
        switch self {
        case .ran(let command): "ran \(command)"
        case .inspected(let type): "inspected \(type)"
        case .askedWhy(let type): "asked why \(type)"
        case .screenContains(let text): "screen contains \"\(text)\""
        case .routeContains(let text): "route contains \"\(text)\""
        case .routeLacks(let text): "route lacks \"\(text)\""
        case .routeOrder(let texts): "route order " + texts.map { "\"\($0)\"" }.joined(separator: " then ")
        case .freed(let type): "freed \(type)"
        case .alive(let type): "alive \(type)"
        case .edge(let type, let field, let ownership): "edge \(type).\(field) \(ownership)"
        case .cycle(let type): "cycle \(type)"
        case .noCycles: "no cycles"
        case .noStrongPath(let from, let to): "no strong path \(from) to \(to)"
        case .leaked(let type): "leaked \(type)"
        case .unreachable(let type): "unreachable \(type)"
        case .shared(let type): "shared \(type)"
        case .one(let type): "one \(type)"
        case .broken(let rule): "broken \(rule)"
        case .fixed: "fixed"
        case .sameMessagesAsSolution: "same messages as the solution"
        case .sameScreenAsSolution: "same screen as the solution"
        }
    }
}

extension GoalExpression {
    /// `a LoginView`, `an AuthManager`.
    package static func a(_ type: String) -> String {
        (type.first.map { "AEIOU".contains($0) } ?? false ? "an " : "a ") + type
    }

    /// A route text written with ASCII arrows, spelt with `arrow` and `line`: between words, and
    /// at either end of a text that quotes part of a line (`"-> LoginModuleAssembly"`).
    package static func spelt(_ text: String, arrow: String, line: String) -> String {
        guard arrow != "->" || line != "--" else { return text }
        var spelt = " \(text) ".replacing(" -> ", with: " \(arrow) ").replacing(" -- ", with: " \(line) ")
        spelt.removeFirst()
        spelt.removeLast()
        return spelt
    }
}

extension GoalExpression.Condition {
    /// Whether this is one of `check`'s comparisons with the lesson's solution, which a hint can
    /// be tied to but no goal states.
    package var isSolutionLaw: Bool {
        self == .sameMessagesAsSolution || self == .sameScreenAsSolution
    }
}
