import CEditLine
import CInterrupt
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextSafety

/// The libedit prompt: emacs keys, history kept in a file, tab completion from a
/// `CompletionSource`, Ctrl-R reverse search, Ctrl-C clears the line, Ctrl-Z suspends, Ctrl-D
/// leaves.
///
/// libedit calls back through capture-free C functions; they find this object again through
/// `EL_CLIENTDATA`.
package final class EditLineReader: LineReading {
    private let editor: OpaquePointer
    private let libeditHistory: OpaquePointer
    private let prompt: UnsafeMutablePointer<CChar>
    private let historyFile: HistoryFile?
    private var history: HistoryList
    private weak var completionSource: CompletionSource?
    private var interrupted = false
    /// Watch mode: the descriptor the current read also waits on, and whether it woke the read.
    private var waking: Int32?
    private var woken = false
    private var finished = false
    /// The first failure to append to the history file, said once when it happens and again at the end.
    private var historyFailure: HistoryProblem?
    /// A line was refused for its length while typed or pasted: the rest of it is dropped as it
    /// arrives, up to its line ending or a pause in the input.
    private var droppingRest = false

    /// Opens the prompt on the process's terminal.
    /// - Returns: `nil` when libedit cannot start; warnings about the history file otherwise.
    package static func open(
        program: String,
        prompt: String,
        historyFile: HistoryFile?
    ) -> (reader: EditLineReader, warnings: [HistoryProblem])? {
        // Without a locale libedit silently drops every non-ASCII key.
        setlocale(LC_ALL, "")
        // At the prompt Ctrl-C is a key (see `configure`); between prompts it must not end the REPL.
        signal(SIGINT, SIG_IGN)
        guard let editor = podbay_el_init(program, OwnStandardOutput.descriptor), let libeditHistory = podbay_history_init() else {
            return nil
        }
        let loaded = historyFile?.load() ?? (history: HistoryList(), warnings: [])
        let reader = EditLineReader(
            editor: editor, libeditHistory: libeditHistory, prompt: prompt,
            historyFile: historyFile, history: loaded.history
        )
        return (reader, loaded.warnings)
    }

    private init(
        editor: OpaquePointer, libeditHistory: OpaquePointer, prompt: String,
        historyFile: HistoryFile?, history: HistoryList
    ) {
        self.editor = editor
        self.libeditHistory = libeditHistory
        self.prompt = strdup(prompt)
        self.historyFile = historyFile
        self.history = history
        configure()
    }

    deinit {
        el_end(editor)
        history_end(libeditHistory)
        free(prompt)
    }

    /// Writes straight to Podbay's own output, after what the user's code wrote before.
    private static func writeOut(_ text: String) {
        OwnStandardOutput.write(text)
    }

    /// Tab asks `source` for candidates; held weakly, the owner of the REPL owns it.
    package func use(_ source: CompletionSource) {
        completionSource = source
    }

    package var isInteractive: Bool { true }

    /// As `readLine()`, also waiting on `waking`: when it becomes readable first (a watched file
    /// was saved), the line typed so far is taken off the screen and returned, to be offered again
    /// once Podbay has said what the save changed (`readLine(offering:)`), the cursor at its end.
    package func readLine(waking: Int32?) -> LineInput {
        self.waking = waking
        woken = false
        defer { self.waking = nil }
        let input = readLine()
        guard woken else { return input }
        switch input {
        case .line(let typed): return .woken(typed: typed)
        default: return input
        }
    }

    package func readLine() -> LineInput {
        interrupted = false
        // With libedit's signal handling off it no longer hears SIGWINCH: read the size each time.
        el_resize(editor)
        // In a loaded podbay, what the user's code wrote comes out before the prompt.
        LoadedCodeOutput.current?.drain()
        var count: Int32 = 0
        let raw = el_gets(editor, &count)
        // Checked before the result: on an empty line Ctrl-C's newline gives libedit nothing to
        // return, which it reports as end of input, and Ctrl-C must never end the session.
        if interrupted {
            EditLineReader.writeOut("^C\n")
            return .interrupted
        }
        // The watch's wake: what was typed (nothing, on an empty line, where libedit returns no line).
        if woken {
            // Only `count` characters: the wake ends the line without libedit's own newline
            // function, which is what ends its buffer, so past them lie the earlier, longer
            // line's characters (seen: "inspect Banner" came back as "inspect BannertingPod…").
            let scalars = raw.map { String(cString: $0).unicodeScalars.prefix(max(0, Int(count))) } ?? Substring("").unicodeScalars
            var typed = String(String.UnicodeScalarView(scalars))
            while typed.hasSuffix("\n") || typed.hasSuffix("\r") { typed.removeLast() }
            return .line(typed)
        }
        guard let raw else {
            guard count == 0 || errno != EINTR else { return .interrupted }
            // Ctrl-D leaves the cursor after the prompt: end the line, so the shell's prompt that
            // follows starts on a line of its own.
            EditLineReader.writeOut("\n")
            return .end
        }
        var line = String(cString: raw)
        while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
        // The same limit as piped input, and kept out of the history. A line past it in characters
        // was ended by `readCharacter` as it grew; one past it only in bytes ends here, at Enter.
        guard line.utf8.count <= PipedLineReader.longestLine else {
            return .tooLong(start: String(decoding: line.utf8.prefix(PipedLineReader.longestLine), as: UTF8.self))
        }
        remember(line)
        return .line(line)
    }

    /// Reads a line that starts out holding `text`, as if it had been typed: Enter takes it as it
    /// is, or it can be edited first. Control characters are left out, since libedit would take
    /// them as keys.
    package func readLine(offering text: String) -> LineInput {
        readLine(offering: text, waking: nil)
    }

    /// As `readLine(offering:)`, also waiting on `waking` as `readLine(waking:)` does: the line a
    /// save took off the prompt and offered again is woken by the next save too, not only by Enter
    /// (a playthrough's second save waited for Enter, the line still half typed).
    package func readLine(offering text: String, waking: Int32?) -> LineInput {
        let printable = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
        if !printable.isEmpty { el_push(editor, printable) }
        return readLine(waking: waking)
    }

    /// History is already on disk, line by line; the end of a session only compacts the file.
    package func finish() -> [HistoryProblem] {
        guard !finished, let historyFile else { return [] }
        finished = true
        return [historyFailure, historyFile.compact()].compactMap { $0 }
    }

    // MARK: - libedit set-up and callbacks

    private static func keyArrives(withinMilliseconds milliseconds: Int32) -> Bool {
        var waiting = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&waiting, 1, milliseconds) > 0
    }

    private func configure() {
        podbay_el_set_client_data(editor, Unmanaged.passUnretained(self).toOpaque())
        podbay_el_set_editor(editor, "emacs")
        // Off: libedit's handlers re-send SIGHUP and SIGTERM to the whole process group (see
        // `TerminationSignals`, which handles them instead).
        podbay_el_set_signal(editor, 0)
        podbay_el_set_prompt(editor) { editor in
            EditLineReader.owner(of: editor)?.prompt
        }
        podbay_history_set_size(libeditHistory, Int32(history.limit))
        for entry in history.entries { podbay_history_enter(libeditHistory, entry) }
        podbay_el_set_history(editor, libeditHistory)

        // Ctrl-C must reach the editor as a key, not as SIGINT, so it can clear the line.
        podbay_el_setty_edit(editor, "-isig")
        podbay_el_add_function(editor, "podbay-interrupt", "Throw the line away") { editor, _ in
            EditLineReader.owner(of: editor)?.interrupted = true
            return UInt8(CC_NEWLINE)
        }
        podbay_el_bind(editor, "^C", "podbay-interrupt")
        podbay_el_add_function(editor, "podbay-complete", "Complete the word") { editor, _ in
            EditLineReader.owner(of: editor)?.complete() ?? UInt8(CC_ERROR)
        }
        podbay_el_bind(editor, "^I", "podbay-complete")
        podbay_el_bind(editor, "^R", "em-inc-search-prev")
        // With `-isig` Ctrl-Z is a key too; it suspends as the terminal would, and the line comes back on `fg`.
        podbay_el_add_function(editor, "podbay-suspend", "Suspend Podbay") { _, _ in
            podbay_suspend()
            return UInt8(CC_REDISPLAY)
        }
        podbay_el_bind(editor, "^Z", "podbay-suspend")
        // Watch mode: characters are read here, waiting on the watch's descriptor too; its wake
        // comes in as the key Ctrl-\\ (a key with nothing of its own at this prompt), which ends
        // the read with the line as typed so far, taken off the screen.
        podbay_el_set_getc(editor) { editor, character in
            EditLineReader.owner(of: editor)?.readCharacter(into: character) ?? -1
        }
        podbay_el_add_function(editor, "podbay-watch", "A watched file was saved") { editor, _ in
            guard let owner = EditLineReader.owner(of: editor), owner.woken else { return UInt8(CC_NORM) }
            // The prompt's line is cleared; what was typed comes back under what the save changed.
            EditLineReader.writeOut("\r\u{1B}[K")
            return UInt8(CC_NEWLINE)
        }
        podbay_el_bind(editor, "^\\", "podbay-watch")
    }

    /// The next character typed, read by libedit's own reader once the terminal has one; or the
    /// watch's key when `waking` is readable first.
    ///
    /// With the line's limit: once the line holds more characters than `PipedLineReader.longestLine`
    /// (so more bytes too), the next key ends it as Enter would and `readLine` refuses it, so
    /// libedit never holds more than that, however much is pasted without a newline. The rest of
    /// that line is dropped as it arrives: up to its line ending, or until no key comes for a tenth
    /// of a second (a paste without a newline is over, and what is typed next is a new line).
    private func readCharacter(into character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
        while true {
            if droppingRest, !Self.keyArrives(withinMilliseconds: 100) { droppingRest = false }
            if let waking, !droppingRest {
                var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd(fd: waking, events: Int16(POLLIN), revents: 0)]
                while poll(&descriptors, 2, -1) < 0 {
                    guard errno == EINTR else { break }
                }
                if descriptors[0].revents == 0, descriptors[1].revents != 0 {
                    woken = true
                    self.waking = nil
                    character?.pointee = wchar_t(0x1C)
                    return 1
                }
            }
            var read: wchar_t = 0
            let count = libeditsOwnRead(&read)
            guard count == 1 else {
                character?.pointee = read
                return count
            }
            let endsLine = read == 0x0A || read == 0x0D
            if droppingRest {
                if endsLine { droppingRest = false }
                continue
            }
            if podbay_el_line_length(editor) > PipedLineReader.longestLine {
                droppingRest = !endsLine
                read = 0x0A
            }
            character?.pointee = read
            return count
        }
    }

    /// One character through libedit's own reader (its decoding of the locale's bytes), this
    /// reader set aside meanwhile.
    private func libeditsOwnRead(_ read: inout wchar_t) -> Int32 {
        podbay_el_set_getc(editor, nil)
        defer {
            podbay_el_set_getc(editor) { editor, character in
                EditLineReader.owner(of: editor)?.readCharacter(into: character) ?? -1
            }
        }
        return el_wgetc(editor, &read)
    }

    private static func owner(of editor: OpaquePointer?) -> EditLineReader? {
        guard let editor, let data = podbay_el_get_client_data(editor) else { return nil }
        return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
    }

    private func complete() -> UInt8 {
        guard let info = el_line(editor)?.pointee, let source = completionSource else {
            return UInt8(CC_ERROR)
        }
        let length = info.cursor - info.buffer
        let bytes = UnsafeRawBufferPointer(start: info.buffer, count: length)
        let before = String(decoding: bytes, as: UTF8.self)
        let completion = Completion(textBeforeCursor: before, candidates: source.candidates(completing: before))
        if !completion.insertion.isEmpty {
            el_insertstr(editor, completion.insertion)
            return UInt8(CC_REFRESH)
        }
        guard !completion.listing.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
        // Candidates name lessons and objects: outside text, guarded as every sink guards.
        EditLineReader.writeOut(TerminalGuard.guarded("\n" + completion.listing.joined(separator: "  ") + "\n"))
        return UInt8(CC_REDISPLAY)
    }

    private func remember(_ typed: String) {
        // Completion leaves a trailing space; history keeps the command without it.
        var line = Substring(typed)
        while line.last == " " || line.last == "\t" { line = line.dropLast() }
        let entry = String(line)
        guard !entry.isEmpty else { return }
        if historyFailure == nil, let warning = historyFile?.append(entry) {
            historyFailure = warning
            // A diagnostic about the state file, not an answer to the line typed: standard error.
            podbay_write_stderr(TerminalGuard.guarded(warning.description + "\n"))
        }
        if history.add(entry) {
            podbay_history_clear(libeditHistory)
            for entry in history.entries { podbay_history_enter(libeditHistory, entry) }
        } else if history.entries.last == entry {
            podbay_history_enter(libeditHistory, entry)
        }
    }
}
