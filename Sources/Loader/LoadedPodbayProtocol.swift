#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a podbay and the loaded podbays it starts speak to each other (a loaded podbay is a podbay
/// built with the user's code: `load` runs one as the session, `check` runs one to check an
/// exercise). The parent writes the hidden flags here, and the child reads them here, before the
/// command line is parsed; the check's verdict goes back on a pipe of its own, never on standard
/// output, which the learner's code can write to.
package struct LoadedPodbayProtocol: Equatable, Sendable {
    /// Whether this process is a loaded podbay.
    package var isLoaded = false
    /// The rest of a `--script` the parent was running: read here, line by line.
    package var scriptDescriptor: Int32?
    /// Piped lines the parent had read ahead but not run: read before standard input.
    package var pendingInput: Int32?
    /// The file a loaded podbay reports what it opened in (see `LoadReport`).
    package var loadReport: Int32?
    /// Checking: the lesson whose exercise to check, and its step (0-based).
    package var checkLesson: String?
    package var checkStep: Int?
    /// Checking: the pipe the verdict is written to.
    package var verdictDescriptor: Int32?
    /// Checking: the pipe the verdict's key is read from (see `VerdictChannel`).
    package var verdictKeyDescriptor: Int32?
    /// Open the scene this build carries at start, whatever its files say now: the last scene that
    /// worked, opened again after a reload that failed while opening.
    package var reopenCarried = false
    /// Watch mode is on in the parent: it stays on here.
    package var watching = false
    /// What was typed at the prompt when a save reloaded the code: offered again at this one's
    /// first prompt.
    package var typedLine: String?
    /// Lint: the lesson whose `try:` lines to play on the carried scene (its problems go on the
    /// verdict pipe).
    package var rehearseLesson: String?
    /// The folder of the parent's `--fresh` run: used, not removed, by this podbay (the podbay the
    /// user started removes it).
    package var freshStateFolder: String?

    package init() {}

    static let loadedFlag = "--loaded-podbay"
    static let reopenFlag = "--reopen-carried"
    static let watchingFlag = "--watching"
    static let typedFlag = "--typed-line"
    static let scriptFlag = "--script-descriptor"
    static let pendingFlag = "--pending-input"
    static let reportFlag = "--load-report"
    static let lessonFlag = "--check-exercise"
    static let stepFlag = "--check-step"
    static let verdictFlag = "--verdict-descriptor"
    static let verdictKeyFlag = "--verdict-key"
    static let rehearseFlag = "--rehearse-lesson"
    static let freshStateFlag = "--fresh-state"

    /// The flags, in the one form a user's path cannot be mistaken for (`--flag=value`), first on
    /// the child's command line.
    package var arguments: [String] {
        var arguments = isLoaded ? [Self.loadedFlag] : []
        if reopenCarried { arguments.append(Self.reopenFlag) }
        if watching { arguments.append(Self.watchingFlag) }
        let values: [(String, String?)] = [
            (Self.scriptFlag, scriptDescriptor.map(String.init)), (Self.pendingFlag, pendingInput.map(String.init)),
            (Self.reportFlag, loadReport.map(String.init)), (Self.lessonFlag, checkLesson),
            (Self.stepFlag, checkStep.map(String.init)), (Self.verdictFlag, verdictDescriptor.map(String.init)),
            (Self.verdictKeyFlag, verdictKeyDescriptor.map(String.init)), (Self.rehearseFlag, rehearseLesson),
            (Self.typedFlag, typedLine), (Self.freshStateFlag, freshStateFolder),
        ]
        for case let (flag, value?) in values { arguments.append(flag + "=" + value) }
        return arguments
    }

    /// The flags at the start of `arguments` (a program's, its name first), and the arguments
    /// without them for the command line's parser. A descriptor that is not open reads as absent.
    package static func read(_ arguments: [String]) -> (protocol: LoadedPodbayProtocol, rest: [String]) {
        var found = LoadedPodbayProtocol()
        var rest = Array(arguments.prefix(1))
        var index = 1
        func descriptor(_ text: String) -> Int32? {
            Int32(text).flatMap { fcntl($0, F_GETFD) >= 0 ? $0 : nil }
        }
        while index < arguments.count {
            let argument = arguments[index]
            if argument == loadedFlag {
                found.isLoaded = true
            } else if argument == reopenFlag {
                found.reopenCarried = true
            } else if argument == watchingFlag {
                found.watching = true
            } else if let equals = argument.firstIndex(of: "=") {
                let value = String(argument[argument.index(after: equals)...])
                switch String(argument[..<equals]) {
                case scriptFlag: found.scriptDescriptor = descriptor(value)
                case pendingFlag: found.pendingInput = descriptor(value)
                case reportFlag: found.loadReport = descriptor(value)
                case lessonFlag: found.checkLesson = value
                case stepFlag: found.checkStep = Int(value)
                case verdictFlag: found.verdictDescriptor = descriptor(value)
                case verdictKeyFlag: found.verdictKeyDescriptor = descriptor(value)
                case rehearseFlag: found.rehearseLesson = value
                case typedFlag: found.typedLine = value
                case freshStateFlag: found.freshStateFolder = value
                default: break
                }
                guard [scriptFlag, pendingFlag, reportFlag, lessonFlag, stepFlag, verdictFlag, verdictKeyFlag, rehearseFlag, typedFlag, freshStateFlag]
                    .contains(String(argument[..<equals])) else { break }
            } else {
                break
            }
            index += 1
        }
        rest += arguments[index...]
        return (found, rest)
    }

    /// This process's own, read once.
    package static let received = read(CommandLine.arguments)

    // MARK: The verdict

    /// Marks the verdict's line: JSON follows.
    static let verdictMarker = "podbay-exercise-verdict: "
    /// What a check says it is about to do (any number of lines, the last one counts), apart from
    /// its verdict (one line), so that a second verdict still shows the loaded code wrote one.
    static let progressMarker = "podbay-exercise-progress: "

    /// Where a check writes its verdict: the verdict descriptor moved to a number the learner's code
    /// is not told (the flag named the old one, now closed) and closed on exec, so nothing the
    /// code starts holds it; and the key its verdict carries, read from its pipe, which is closed.
    /// Call before the learner's code runs; nil when there is no channel.
    package func hideVerdictChannel() -> VerdictChannel? {
        var key = ""
        if let verdictKeyDescriptor {
            key = String(decoding: ToolRun.readToEnd(verdictKeyDescriptor).prefix(Self.keyLength), as: UTF8.self)
            close(verdictKeyDescriptor)
        }
        guard let verdictDescriptor else { return nil }
        let hidden = fcntl(verdictDescriptor, F_DUPFD_CLOEXEC, Int32.random(in: 100..<1000))
        close(verdictDescriptor)
        return hidden >= 0 ? VerdictChannel(descriptor: hidden, key: key) : nil
    }

    /// A verdict key's length: 128 random bits in hex.
    static let keyLength = 32

    /// A new key for one check's verdict.
    static func newKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// The key and the read end of a pipe that holds it whole (its write end written and closed):
    /// the child's `verdictKeyDescriptor`, closed on exec here like every pipe of ours.
    static func keyPipe() -> (key: String, read: Int32)? {
        let key = newKey()
        guard let ends = ChildProcess.makePipe() else { return nil }
        let written = writeWhole(Array(key.utf8), to: ends.write)
        close(ends.write)
        guard written else {
            close(ends.read)
            return nil
        }
        return (key, ends.read)
    }

    /// The line a verdict is handed back in: the marker, then the verdict as JSON (sorted keys).
    package static func line<Verdict: Encodable>(_ verdict: Verdict) -> String {
        verdictMarker + json(verdict)
    }

    private static func json<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// Writes `verdict` (JSON) on the verdict channel, whole, marked with the channel's key; not
    /// when the channel's descriptor is another pipe now (the loaded code put one in its place to
    /// read the keyed verdict): the check then hands back no verdict.
    package static func send<Verdict: Encodable>(_ verdict: Verdict, to channel: VerdictChannel) {
        send(json(verdict), marker: verdictMarker, to: channel)
    }

    /// Writes what the check is about to do (JSON) on the verdict channel, keyed as a verdict is,
    /// as a progress line: a check writes any number of these and one verdict.
    package static func sendProgress<Progress: Encodable>(_ progress: Progress, to channel: VerdictChannel) {
        send(json(progress), marker: progressMarker, to: channel)
    }

    private static func send(_ json: String, marker: String, to channel: VerdictChannel) {
        guard channel.isTheSamePipe else { return }
        let keyed = marker + channel.key + " " + json
        _ = writeWhole(Array((keyed + "\n").utf8), to: channel.descriptor)
    }

    /// What a check wrote on its channel (`text`), its lines unkeyed: the last progress line and the
    /// verdict; or nil when the channel holds anything the check did not write, which disturbs the
    /// check: a line without the key (the loaded code found the descriptor and wrote on it: a verdict
    /// of its own, a thousand candidate keys), an empty line, or a second keyed verdict (it learnt
    /// the key). So nothing written beside the check's own lines passes a check, whatever it guesses.
    /// The check writes each line whole (`send`, by `writeWhole`, which may take several writes for
    /// a long verdict); only a keyed line cut short at the very end (the check killed as it wrote)
    /// is its own and ignored.
    static func authentic(_ text: String, key: String) -> String? {
        var progress: Substring?
        var verdicts: [Substring] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let isLast = index == lines.count - 1
            if line.hasPrefix(progressMarker + key + " ") {
                if !isLast { progress = line.dropFirst(progressMarker.count + key.count + 1) }
            } else if line.hasPrefix(verdictMarker + key + " ") {
                if !isLast { verdicts.append(line.dropFirst(verdictMarker.count + key.count + 1)) }
            } else if !(isLast && line.isEmpty) {
                return nil
            }
        }
        guard verdicts.count <= 1 else { return nil }
        return (progress.map { progressMarker + $0 + "\n" } ?? "") + verdicts.map { verdictMarker + $0 + "\n" }.joined()
    }

    /// The verdict in what the check wrote on its channel, or nil when it wrote none (it stopped
    /// before: a trap, `exit()`, a kill).
    package static func verdict<Verdict: Decodable>(_ type: Verdict.Type, in text: String) -> Verdict? {
        last(type, markedWith: verdictMarker, in: text)
    }

    /// What the check last said it was about to do, or nil when it said nothing.
    package static func progress<Progress: Decodable>(_ type: Progress.Type, in text: String) -> Progress? {
        last(type, markedWith: progressMarker, in: text)
    }

    private static func last<Value: Decodable>(_ type: Value.Type, markedWith marker: String, in text: String) -> Value? {
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix(marker) }) else { return nil }
        return try? JSONDecoder().decode(type, from: Data(line.dropFirst(marker.count).utf8))
    }
}
