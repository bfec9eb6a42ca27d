import CommandLanguage
import TextSafety

/// What the Swift runtime said when a check's code trapped, read from the check's output: its
/// one-line reason (`Unexpectedly found nil while unwrapping an Optional value`), the learner's
/// file and line when the trap names one, and the function it happened in when a backtrace names
/// one. Never the backtrace itself, and no addresses.
package struct RuntimeTrapReport: Equatable, Sendable {
    /// The runtime's words after `Fatal error: ` (or `Precondition failed: `, `Assertion failed: `).
    package let reason: String?
    /// `folder/File.swift:12`, when the trap's place is one of the learner's files.
    package let place: String?
    /// The first of the program's own functions in the crashed thread's backtrace.
    package let function: String?
    /// The runtime's word for the trap (`Fatal error`, `Precondition failed`, …).
    package let kind: String?
    /// `File.swift:12` when the trap's place is in the loaded code, whichever file it is; what a
    /// loaded session reads as one of the user's files (`LoadedTrap`).
    package let loadedPlace: LoadedPlace?

    /// A place in the loaded code, as the runtime names it after `PodbayLoaded/`.
    package struct LoadedPlace: Equatable, Sendable {
        package let file: String
        package let line: Int

        package init(file: String, line: Int) {
            self.file = file
            self.line = line
        }
    }

    package init(reason: String?, place: String?, function: String?, kind: String? = nil, loadedPlace: LoadedPlace? = nil) {
        self.reason = reason
        self.place = place
        self.function = function
        self.kind = kind
        self.loadedPlace = loadedPlace
    }

    /// The module the loader compiles the learner's files into: the runtime names their places
    /// `PodbayLoaded/File.swift:12` (a loaded session's trap line reads them too, `LoadedTrap`).
    package static let loadedModule = "PodbayLoaded/"
    /// The runtime's words for a trap: the list a loaded podbay's output watches for.
    private static let kinds = LoadedCodeOutput.trapWords

    /// Reads `output`; `workspace` is the learner's folder, `learnerFiles` the names of the files in it.
    package init(output: String, workspace: String, learnerFiles: Set<String>) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        var reason: String?
        var place: String?
        var kind: String?
        var loadedPlace: LoadedPlace?
        for line in lines {
            guard let word = Self.kinds.lazy.compactMap({ line.firstRange(of: $0) }).first else { continue }
            kind = String(line[word])
            let said = line[word.upperBound...].drop { $0 == ":" || $0 == " " }
            reason = said.isEmpty ? String(line[word]) : Self.withoutAddresses(String(said))
            let location = line[..<word.lowerBound].trimming { $0 == " " || $0 == ":" }
            if location.hasPrefix(Self.loadedModule) {
                let fileAndLine = location.dropFirst(Self.loadedModule.count)
                let parts = fileAndLine.split(separator: ":", omittingEmptySubsequences: false)
                if parts.count >= 2, parts[0].hasSuffix(".swift"), let number = Int(parts[1]) {
                    loadedPlace = LoadedPlace(file: String(parts[0]), line: number)
                }
                let name = parts.first.map(String.init) ?? ""
                if learnerFiles.contains(name) { place = workspace + "/" + fileAndLine }
            }
            break
        }
        self.reason = reason
        self.place = place
        self.kind = kind
        self.loadedPlace = loadedPlace
        // A podbay linked with the standard library statically has its frames too: the function
        // of a learner's type first, else the first that is not the library's own (`_assert…`).
        let functions = lines.compactMap(Self.programFunction)
        let types = learnerFiles.map { $0.hasSuffix(".swift") ? String($0.dropLast(6)) : $0 }
        function = functions.first { symbol in types.contains { symbol.contains($0) } }
            ?? functions.first { !Self.isLibrarys($0) }
    }

    /// The runtime's words with no address in them, so that a verdict is the same on every run:
    /// `… but object 0x55d1c0 was already deallocated` (an `unowned` reference to a freed object)
    /// becomes `… but the object was already deallocated`.
    package static func withoutAddresses(_ reason: String) -> String {
        reason.replacing(/(object )?0x[0-9a-fA-F]+/) { match in match.output.1 == nil ? "an address" : "the object" }
    }

    /// `closure #1 in _assertionFailure(…)`, `specialized _fatalErrorMessage(…)`, `Swift.…`: the
    /// standard library's, by its naming.
    private static func isLibrarys(_ symbol: String) -> Bool {
        var name = Substring(symbol)
        while true {
            if name.hasPrefix("specialized ") { name = name.dropFirst(12); continue }
            if name.hasPrefix("closure #"), let range = name.firstRange(of: " in ") { name = name[range.upperBound...]; continue }
            break
        }
        return name.hasPrefix("_") || name.hasPrefix("Swift.") || name.hasPrefix("$s")
    }

    /// `  3 [ra]   0x0000558a4e8a9841 PodBayDoorsInteraction.init() + 176 in podbay` → the function,
    /// for a frame of the program itself that is not a thunk.
    private static func programFunction(_ line: String) -> String? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count > 3, Int(words[0]) != nil, !words.contains("[thunk]"),
            let address = words.firstIndex(where: { $0.hasPrefix("0x") }),
            let suffix = line.ranges(of: " in podbay").last,
            line[suffix.upperBound...].isEmpty || line[suffix.upperBound...].hasPrefix(" at ")
        else { return nil }
        let symbolStart = line.firstRange(of: words[address])?.upperBound ?? suffix.lowerBound
        var symbol = line[symbolStart..<suffix.lowerBound].trimmingWhitespace
        if let offset = symbol.ranges(of: " + ").last { symbol = String(symbol[..<offset.lowerBound]) }
        return symbol.isEmpty ? nil : symbol
    }

    /// `Unexpectedly found nil while unwrapping an Optional value, in Type.method()` (the place is
    /// said apart, whole); nil when the runtime said nothing readable.
    package var sentence: String? {
        guard let reason else { return function.map { "in \($0)" } }
        return [reason, function.map { "in \($0)" }].compactMap { $0 }.joined(separator: ", ")
    }
}
