import CommandLanguage
package import LessonFormat

/// A law every exercise check applies after its goal: action by action (the scene's build first),
/// the learner's run does what the lesson's solution does in the same check scene — the same
/// messages, as often and in the same order; the same screen (as read: frames and empty lines
/// apart); the same objects freed by the same action. Both runs are real (the solution's is a check of its own, `ExerciseCheck` runs it), so
/// what a sentence says the solution does, it did.
///
/// What a correct solution may do differently is not compared: how it stores what it keeps, its
/// local names and helpers, objects of types the solution never makes. Objects are matched by
/// type and by the order they first show up in each run, not by the inspector's numbers (which
/// follow the order a graph walk first saw them in, and so the learner's field layout).
package struct SolutionComparison {
    /// A difference: the part a hint can be tied to, and the sentence.
    package typealias Failure = (part: GoalExpression.Condition, sentence: String)

    let solution: [PlayedAction]
    let learner: [PlayedAction]

    package init(solution: [PlayedAction], learner: [PlayedAction]) {
        self.solution = solution
        self.learner = learner
    }

    /// The differences at the first action where the runs part: one sentence each for the
    /// messages, the screen and what was freed. Later actions are not compared, since they start
    /// from a different scene. Empty when they agree on every action both ran.
    package var failures: [Failure] {
        let solutionNames = Self.stableNames(solution), learnerNames = Self.stableNames(learner)
        let solutionTypes = Set(solutionNames.keys.map(Self.type))
        let aliveTypes = solutionTypes.union(solution.flatMap(\.alive).map(Self.type))
        for (index, (theirs, yours)) in zip(solution, learner).enumerated() {
            guard theirs.action == yours.action else { return [] }
            var failures: [Failure] = []
            if let sentence = messageDifference(theirs, yours, when: Self.when(index, in: learner), solutionNames, learnerNames) {
                failures.append((.sameMessagesAsSolution, sentence))
            }
            if let sentence = screenDifference(theirs, yours, when: Self.when(index, in: learner)) {
                failures.append((.sameScreenAsSolution, sentence))
            }
            failures += freedDifferences(at: index, solutionNames, learnerNames, solutionTypes: solutionTypes)
            if failures.isEmpty, let failure = aliveDifference(theirs, yours, when: Self.when(index, in: learner), solutionTypes: aliveTypes) { failures.append(failure) }
            if !failures.isEmpty { return failures }
        }
        return []
    }

    // MARK: Messages

    private func messageDifference(
        _ theirs: PlayedAction, _ yours: PlayedAction, when: String, _ solutionNames: [String: String], _ learnerNames: [String: String]
    ) -> String? {
        let stable = { (messages: [PlayedMessage], names: [String: String]) in
            messages.map { Self.renamed($0, names).text }
        }
        let theirsStable = stable(theirs.messages, solutionNames), yoursStable = stable(yours.messages, learnerNames)
        guard theirsStable != yoursStable else { return nil }
        // Said without object numbers first, at the first message where the runs part: one sent in
        // place of another, too often, too rarely, not at all, or in another order.
        let theirsPlain = theirs.messages.map { Self.unnumbered($0).text }, yoursPlain = yours.messages.map { Self.unnumbered($0).text }
        if let index = (0..<max(theirsPlain.count, yoursPlain.count)).first(where: { index in
            index >= theirsPlain.count || index >= yoursPlain.count || theirsPlain[index] != yoursPlain[index]
        }) {
            let sent = { (text: String, in: [String]) in `in`.count { $0 == text } }
            let yoursText = index < yoursPlain.count ? yoursPlain[index] : nil
            let theirsText = index < theirsPlain.count ? theirsPlain[index] : nil
            let tooOften = yoursText.map { sent($0, yoursPlain) > sent($0, theirsPlain) } ?? false
            let tooRarely = theirsText.map { sent($0, yoursPlain) < sent($0, theirsPlain) } ?? false
            if let yoursText, let theirsText, tooOften, tooRarely, sent(yoursText, theirsPlain) == 0 {
                return "\(when), your code sent \"\(yoursText)\" where the solution sends \"\(theirsText)\""
            }
            if let yoursText, tooOften {
                let solutionCount = sent(yoursText, theirsPlain)
                return "\(when), your code sent \"\(yoursText)\" \(Self.times(sent(yoursText, yoursPlain))); "
                    + (solutionCount == 0 ? "the solution sends no such message" : "the solution sends it \(Self.times(solutionCount))")
            }
            if let theirsText, tooRarely {
                let learnerCount = sent(theirsText, yoursPlain)
                return "\(when), your code sent " + (learnerCount == 0 ? "no \"\(theirsText)\"" : "\"\(theirsText)\" \(Self.times(learnerCount))")
                    + "; the solution sends it \(Self.times(sent(theirsText, theirsPlain)))"
            }
            if let yoursText, let theirsText {
                return "\(when), your code sent \"\(yoursText)\" before \"\(theirsText)\"; the solution sends \"\(theirsText)\" first"
            }
        }
        // The same messages in the same order, between other objects.
        guard theirsStable.count == yoursStable.count, let index = theirsStable.indices.first(where: { theirsStable[$0] != yoursStable[$0] })
        else { return "\(when), your code sent other messages than the solution" }
        return "\(when), message \(index + 1) of your code, \"\(yoursStable[index])\", goes between other objects than the solution's, "
            + "\"\(theirsStable[index])\" (objects numbered in the order each run first shows them)"
    }

    // MARK: Screen

    /// What the screens say differently, compared as a learner reads them: line by line, frames
    /// and empty lines apart. A view that draws nothing (no line) before anything was rendered,
    /// where the solution's draws one empty line, is as right (a learner following the hint wrote
    /// it and failed on "drawn differently").
    private func screenDifference(_ theirs: PlayedAction, _ yours: PlayedAction, when: String) -> String? {
        guard theirs.screen != yours.screen else { return nil }
        // The text of each line, frames apart, as a learner reads it.
        let text = { (screen: [String]) in
            screen.map { $0.trimming { "|+- ".contains($0) } }.filter { !$0.isEmpty }
        }
        let theirsText = text(theirs.screen), yoursText = text(yours.screen)
        guard let index = (0..<max(theirsText.count, yoursText.count)).first(where: { index in
            index >= theirsText.count || index >= yoursText.count || theirsText[index] != yoursText[index]
        }) else { return nil }
        // A line missing or added is said as such, not as the line that moved into its place.
        let yoursLine = index < yoursText.count ? yoursText[index] : nil, theirsLine = index < theirsText.count ? theirsText[index] : nil
        if let theirsLine, yoursLine.map({ theirsText.contains($0) && !yoursText.contains(theirsLine) }) ?? true {
            return "\(when), the screen lacks \"\(theirsLine)\", which the solution's shows"
        }
        if let yoursLine, theirsLine.map({ yoursText.contains($0) && !theirsText.contains(yoursLine) }) ?? true {
            return "\(when), the screen also shows \"\(yoursLine)\", which the solution's does not"
        }
        return "\(when), the screen shows \"\(yoursText[index])\" where the solution's shows \"\(theirsText[index])\""
    }

    // MARK: Freed

    /// What action `index` freed, compared by stable name among the types the solution's run
    /// shows (an object of a helper type of the learner's own is the memory laws' business).
    private func freedDifferences(
        at index: Int, _ solutionNames: [String: String], _ learnerNames: [String: String], solutionTypes: Set<String>
    ) -> [Failure] {
        let stableFreed = { (action: PlayedAction, names: [String: String]) in
            action.freed.map { names[$0] ?? $0 }.filter { solutionTypes.contains(Self.type($0)) }
        }
        let theirs = stableFreed(solution[index], solutionNames), yours = stableFreed(learner[index], learnerNames)
        let when = Self.when(index, in: learner)
        // The learner's own name for a stable one, as their `route` and `alive` say it.
        let learnerName = { (stable: String) in learnerNames.first { $0.value == stable }?.key ?? stable }
        var failures: [Failure] = []
        // In the order the solution's messages first name them: the screen the lesson speaks of
        // (`init -> DiscoveryOneViewController`) before the labels it builds.
        let order = solution.flatMap(\.messages).flatMap { [$0.sender, $0.receiver] }.compactMap { solutionNames[$0] }
        let kept = theirs.filter { !yours.contains($0) }.enumerated().sorted { left, right in
            let (l, r) = (order.firstIndex(of: left.element) ?? .max, order.firstIndex(of: right.element) ?? .max)
            return l != r ? l < r : left.offset < right.offset
        }.map(\.element)
        if let first = kept.first {
            let them = kept.count == 1 ? "it" : "them"
            let later = learner.indices.dropFirst(index + 1).first { stableFreed(learner[$0], learnerNames).contains(first) }
            let yoursFrees = later.map { "yours frees \(kept.count == 1 ? "it" : learnerName(first)) only \(Self.when($0, in: learner))" }
                ?? "yours does not free \(them) while the check runs"
            failures.append((.freed(Self.type(first)),
                "\(when), \(Self.listed(kept.map(learnerName))) still alive; with the solution, "
                    + "\(Self.named(index, in: solution)) frees \(them) (\(yoursFrees))"))
        }
        let early = yours.filter { !theirs.contains($0) }
        if let first = early.first {
            let later = solution.indices.dropFirst(index + 1).first { stableFreed(solution[$0], solutionNames).contains(first) }
            // Said as counts when the solution never frees this one: the learner may have made an
            // object the solution has no counterpart of, which the solution cannot be said to keep.
            let type = Self.type(first)
            let freedHere = { (stable: [String]) in stable.count { Self.type($0) == type } }
            let theirsFrees = later.map { "the solution frees it only \(Self.when($0, in: solution))" }
                ?? "the solution's run frees \(freedHere(theirs)) \(type) there, yours \(freedHere(yours))"
            failures.append((.freed(Self.type(first)),
                "\(when), \(learnerName(first)) was freed\(early.count > 1 ? " (and \(early.count - 1) more)" : ""); \(theirsFrees)"))
        }
        return failures
    }

    // MARK: Alive

    /// The identity law: after each action, as many objects of each of the solution's types are
    /// alive as with the solution (a screen cached and handed out twice, a second object made and
    /// kept where the lesson has one). Only the solution's types are counted, so a helper object
    /// of the learner's own type is not compared; nor are the numbers, which follow each run's
    /// field layout. A run recorded without what was alive compares nothing.
    private func aliveDifference(_ theirs: PlayedAction, _ yours: PlayedAction, when: String, solutionTypes: Set<String>) -> Failure? {
        guard !theirs.alive.isEmpty, !yours.alive.isEmpty else { return nil }
        let counted = { (alive: [String]) in
            alive.map(Self.type).filter { solutionTypes.contains($0) }.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        }
        let theirsCounts = counted(theirs.alive), yoursCounts = counted(yours.alive)
        // In the order the learner's run shows them, so the sentence names the first that differs.
        let types = (yours.alive + theirs.alive).map(Self.type).filter { solutionTypes.contains($0) }
        guard let type = types.first(where: { theirsCounts[$0, default: 0] != yoursCounts[$0, default: 0] }) else { return nil }
        let (yoursCount, theirsCount) = (yoursCounts[type, default: 0], theirsCounts[type, default: 0])
        let objects = { (count: Int) in count == 1 ? "1 \(type) is" : "\(count) \(type) are" }
        return (.freed(type), "\(when), \(objects(yoursCount)) alive with your code; with the solution, \(theirsCount)")
    }

    // MARK: Names

    /// When action `index` of `run` happened: `after 'tap add'`, or `after the second 'tap add'`
    /// when the check plays the same action more than once; `when the scene was built`.
    static func when(_ index: Int, in run: [PlayedAction]) -> String {
        run[index].action.isEmpty ? run[index].when : "after " + named(index, in: run)
    }

    /// Action `index` of `run` as a sentence names it: `'tap add'`, `the second 'tap add'`, `the build`.
    static func named(_ index: Int, in run: [PlayedAction]) -> String {
        named(index, in: run.map(\.action))
    }

    /// Action `index` of `actions` (the build an empty one) as a sentence names it.
    static func named(_ index: Int, in actions: [String]) -> String {
        let action = actions[index]
        guard !action.isEmpty else { return "the build" }
        let same = actions.indices.filter { actions[$0] == action }
        guard same.count > 1, let place = same.firstIndex(of: index) else { return "'\(action)'" }
        let ordinals = ["first", "second", "third", "fourth", "fifth"]
        return place < ordinals.count ? "the \(ordinals[place]) '\(action)'" : "'\(action)' number \(place + 1)"
    }

    /// Each object name of `played` (`Type#n`) to a stable one: numbered per type in the order the
    /// run first shows it (its messages, then what each action freed), so two runs that make the
    /// same objects in the same order name them alike.
    static func stableNames(_ played: [PlayedAction]) -> [String: String] {
        var names: [String: String] = [:]
        var counts: [String: Int] = [:]
        func see(_ name: String) {
            guard names[name] == nil, isObject(name) else { return }
            let type = type(name)
            counts[type, default: 0] += 1
            names[name] = "\(type)#\(counts[type] ?? 1)"
        }
        for action in played {
            for message in action.messages {
                see(message.sender)
                see(message.receiver)
            }
            action.freed.forEach(see)
        }
        return names
    }

    /// Whether `name` is an object's (`Type#12`), not an initializer's or a function's.
    static func isObject(_ name: String) -> Bool {
        guard let hash = name.lastIndex(of: "#") else { return false }
        let number = name[name.index(after: hash)...]
        return !number.isEmpty && number.allSatisfy(\.isNumber)
    }

    /// `TaskListCore` for `TaskListCore#2`; the name itself when it is no object's.
    static func type(_ name: String) -> String {
        guard isObject(name), let hash = name.lastIndex(of: "#") else { return name }
        return String(name[..<hash])
    }

    private static func renamed(_ message: PlayedMessage, _ names: [String: String]) -> PlayedMessage {
        PlayedMessage(sender: names[message.sender] ?? message.sender, message: message.message, receiver: names[message.receiver] ?? message.receiver)
    }

    private static func unnumbered(_ message: PlayedMessage) -> PlayedMessage {
        PlayedMessage(sender: type(message.sender), message: message.message, receiver: type(message.receiver))
    }

    /// `once`, `twice`, `3 times`.
    static func times(_ count: Int) -> String {
        switch count {
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }

    /// `A#1 is`, `A#1 and B#1 are`, `A#1, B#1, C#1 and 3 more are`.
    static func listed(_ names: [String]) -> String {
        switch names.count {
        case 1: return "\(names[0]) is"
        case 2, 3: return names.dropLast().joined(separator: ", ") + " and \(names[names.count - 1]) are"
        default: return names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more are"
        }
    }
}

extension ExerciseVerdict {
    /// This verdict with the comparison with the solution's run (`solution`) added: what differs
    /// at the first action where the runs part, after the goal's and the memory laws' sentences.
    /// Unchanged when the solution's run recorded nothing to compare (it did not pass).
    package func compared(withSolution solution: ExerciseVerdict) -> ExerciseVerdict {
        guard solution.passed, !solution.played.isEmpty else { return self }
        var differences = SolutionComparison(solution: solution.played, learner: played).failures
        // A run that passed played every action the solution's did: one that recorded fewer did
        // not run the check to its end (a verdict written by the learner's code, say).
        if differences.isEmpty, passed, played.count != solution.played.count {
            differences.append((.sameMessagesAsSolution,
                "the check of your code recorded \(played.count) actions where the solution's recorded \(solution.played.count)"))
        }
        // A failed `screen contains` already quoted the screen after the last action: a screen
        // difference found there (every earlier screen the same) would quote it a second time.
        let last = played.count - 1
        if failedParts.contains(where: { $0?.hasPrefix("screen contains ") == true }), last >= 0, last < solution.played.count,
            zip(solution.played, played).prefix(last).allSatisfy({ $0.screen == $1.screen })
        {
            differences.removeAll { $0.part == .sameScreenAsSolution }
        }
        guard !differences.isEmpty else { return self }
        return ExerciseVerdict(
            passed: false, failures: failures + differences.map(\.sentence), goal: goal, actions: actions, route: route,
            routeUnicode: routeUnicode, failedParts: failedParts + differences.map(\.part.clause), played: played)
    }
}
