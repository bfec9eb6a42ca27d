import ArgumentParser
import CommandLanguage
import Foundation
import LessonFormat
import LessonKit
import Lessons
import LineEditor
import Loader
import Progress
import StateStore
import Tutor
import TextSafety

/// Builds a `Session` from the command line and the environment: the one place that decides
/// terminal or pipe, colour, width, where state lives, and which lessons load.
struct SessionAssembler {
    let options: Podbay
    let environment: [String: String]

    func assemble() throws -> Session {
        let probe = TerminalProbe(environment: environment)
        // Before anything changes the terminal: these settings are the ones a signal restores.
        TerminationSignals.handle(terminalDescriptor: probe.isInteractive ? STDIN_FILENO : nil)
        var warnings: [String] = []
        let state = stateDirectory(warnings: &warnings)
        let record = try recordSink(state: state)
        let progress = ProgressStore(file: state.map { AtomicFile(path: $0.file("progress.json")) })
        progress.lockWait = { DescriptorSink.standardError().write($0 + "\n") }
        warnings += progress.load().map(\.description)
        // The transcript is plain text; in ASCII mode everything written is ASCII.
        let width = width(probe)
        let style = style(probe, width: width)
        let inStyle: (OutputSink) -> OutputSink = { style.ascii ? RewritingSink.ascii($0) : $0 }
        let transcript = record.map { inStyle(RewritingSink.uncolored($0)) }
        let standardOutput = inStyle(DescriptorSink.standardOutput())
        let screenSink: OutputSink = transcript.map { TeeSink(standardOutput, $0) } ?? standardOutput
        let library = LessonShelf.library()
        let catalog = library.catalog(folders: LessonShelf.folders(extra: options.lessons)).catalog
        warnings += progress.fit(to: catalog).map(\.description)
        let handover = InputHandover()
        let loader = LoadedCode(
            loader: UserCodeLoader(
                environment: environment, isChild: options.loadedChild, lessonsFolder: LessonTextDirectory.bundled(),
                launchArguments: { [options] in
                    // What this podbay holds in memory is saved before the child starts (or this
                    // process becomes the child): the child reads it, and this one may never finish.
                    for problem in progress.flush() { DescriptorSink.standardError().write(problem.description + "\n") }
                    return ChildArguments(options: options).arguments + handover.arguments()
                }),
            afterChild: { handover.recover() })
        // A per-source podbay carries one more scene, built from the user's code.
        // A lesson whose text names that code as its scene (`scene: ./Scene.swift`) opens it too.
        let carried = LoadedScene.carried.map { scene in
            [scene.builder, SceneBuilder(sceneID: SourceScene.sceneID(loadedFrom: scene.path)) { scene.builder.build() }]
        }
        let scenes = SceneCatalog(builders: LessonScenes.catalog.builders + (carried ?? []))
        let configuration = ReplConfiguration(
            table: .podbay, catalog: catalog,
            scenes: scenes, progress: progress, sink: screenSink, style: style,
            inspector: InspectorSession(shouldStop: { Interrupt.requested }), loader: loader,
            exerciseChecker: ExerciseCheck(
                build: ExerciseBuild(environment: environment, lessonsFolder: LessonTextDirectory.bundled()),
                lessonArguments: options.lessons.map { ["--lessons", $0] } ?? []),
            workspace: ExerciseWorkspace.standard(environment: environment))
        let screen = ReplScreenAssembler(configuration: configuration).assemble()
        // Warnings drawn as the REPL draws them (wrapped to the width, yellow at a terminal), on
        // standard error.
        let diagnostics = TerminalView(
            sink: inStyle(DescriptorSink.standardError()),
            style: TerminalStyle(color: style.color && isatty(STDERR_FILENO) == 1, ascii: style.ascii, width: width))
        let typed = typedLines(probe, state: state, completer: screen.completer, handover: handover, warnings: &warnings)
        var sources: [LineSource] = []
        if let descriptor = options.scriptDescriptor {
            // Handed over by the parent: not passed on further unless asked again.
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            let reader = PipedLineReader(descriptor: descriptor, exact: true)
            handover.script = (reader, descriptor)
            sources.append(LineSource(reader: reader, echoes: true))
        }
        var notes: [String] = []
        if let script = options.script {
            let descriptor = open(script, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw ValidationError("--script: cannot read \(OutsideText(script).shown)") }
            // Checked again on what was opened: a folder reads as nothing at all, silently.
            var status = stat()
            guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else {
                close(descriptor)
                throw ValidationError("--script: \(OutsideText(script).shown) is a folder; name a file of commands")
            }
            let lines = PipedLineReader(descriptor: descriptor, exact: true)
            handover.script = (lines, descriptor)
            if options.step, let editor = typed as? EditLineReader {
                sources.append(LineSource(
                    reader: PresentedScriptReader(script: lines, editor: editor), echoes: false, showsComments: true,
                    closing: "end of the script \(script): the prompt is yours"))
                notes.append(Self.presenterNote(script))
            } else {
                if options.step {
                    warnings.append("warning: --step needs a terminal; the script runs straight through")
                }
                sources.append(LineSource(reader: lines, echoes: true))
            }
        }
        sources.append(LineSource(reader: typed, echoes: false))
        // A per-source podbay continues its parent's session: the parent said all of this already.
        let child = options.loadedChild
        let atStart = [options.lesson.map { ["open", $0] }, options.load.map { ["load", $0] }].compactMap { $0 }
        return Session(
            screen: screen, diagnostics: diagnostics, loop: ReplLoop(screen: screen, output: screenSink, record: transcript, width: width),
            sources: sources, startupWarnings: child ? [] : warnings,
            greeting: (typed.isInteractive && !child ? [greeting(progress, catalog)] : []) + notes,
            commandsAtStart: atStart, transcript: record, progress: progress)
    }

    /// What the presenter's keys do, said once at start.
    private static func presenterNote(_ script: String) -> String {
        "Presenting \(script): each command waits on the prompt line. Enter runs it (edit it first if you like); "
            + "type another command and the script waits; Enter on an emptied line skips it; Ctrl-C puts it back; "
            + "Ctrl-D on an empty line ends the script."
    }

    private func style(_ probe: TerminalProbe, width: TerminalWidth) -> TerminalStyle {
        let noColor = options.noColor || !(environment["NO_COLOR"] ?? "").isEmpty || environment["CLICOLOR"] == "0"
        return TerminalStyle(
            color: !noColor && probe.outputIsTerminal, ascii: options.ascii || !probe.localeIsUTF8, width: width)
    }

    /// `--width` as given; else the terminal's, followed as it is resized; else 80.
    private func width(_ probe: TerminalProbe) -> TerminalWidth {
        if let fixed = options.width { return TerminalWidth(fixed: fixed) }
        guard probe.columns != nil else { return TerminalWidth(fixed: 80) }
        return TerminalWidth(following: { probe.columns }, fallback: 80)
    }

    private func stateDirectory(warnings: inout [String]) -> StateDirectory? {
        guard let directory = StateDirectory.standard(environment: environment) else {
            warnings.append("warning: neither XDG_STATE_HOME nor HOME is set to an absolute path (a relative one counts as unset); progress and history last for this run only")
            return nil
        }
        do {
            try directory.create()
            return directory
        } catch {
            warnings.append("warning: cannot create \(directory.path) (\(error.reason)); progress and history last for this run only")
            return nil
        }
    }

    /// The transcript, when `--record` names a file it may write (see `RecordTarget`).
    private func recordSink(state: StateDirectory?) throws -> TranscriptSink? {
        guard let path = options.record else { return nil }
        let mode: RecordTarget.Mode = options.recordAppend ? .append : options.force ? .replace : .fresh
        let stateFiles = ["progress.json", "history"].flatMap { name in
            [name, name + ".lock"].compactMap { state?.file($0) }
        }
        if let refusal = RecordTarget(path: path, mode: mode).refusal(script: options.script, stateFiles: stateFiles) {
            throw ValidationError(refusal)
        }
        switch DescriptorSink.create(path: path, appending: mode == .append) {
        case .success(let sink): return TranscriptSink(path: path, file: sink, errors: DescriptorSink.standardError())
        case .failure(let error): throw ValidationError("--record: \(error.message)")
        }
    }

    private func typedLines(
        _ probe: TerminalProbe, state: StateDirectory?, completer: CompletionSource, handover: InputHandover,
        warnings: inout [String]
    ) -> LineReading {
        guard probe.isInteractive,
            let editor = EditLineReader.open(
                program: "podbay", prompt: ReplLoop.marker,
                historyFile: state.map { HistoryFile(path: $0.file("history")) })
        else {
            // A per-source podbay reads exactly to each line's end, so that its parent reads on
            // from there if it is killed; so does any reader of a file, where that costs nothing.
            // The podbay the user started reads a pipe ahead, and hands over what it read (`load`).
            if let pending = options.pendingInput {
                _ = fcntl(pending, F_SETFD, FD_CLOEXEC)
                handover.pending = pending
            }
            let exact = options.loadedChild || lseek(STDIN_FILENO, 0, SEEK_CUR) >= 0
            let reader = PipedLineReader(exact: exact, first: options.pendingInput)
            if !exact { handover.readsAhead = reader }
            return reader
        }
        warnings += editor.warnings.map(\.description)
        editor.reader.use(completer)
        return editor.reader
    }

    private func greeting(_ progress: ProgressStore, _ catalog: LessonCatalog) -> String {
        let text = "Podbay \(PodbayVersion.current): Swift app architecture, running live. Type 'help' for commands, 'lessons' for the lessons."
        guard !progress.progress.lessons.isEmpty else { return text }
        switch catalog.lessonToResume(progress.progress) {
        case .some((let lesson, true)): return text + " Welcome back: 'open \(lesson.id)' resumes where you stopped."
        case .some((let lesson, false)): return text + " Welcome back: 'open \(lesson.id)' starts the next lesson not done yet."
        case .none: return text + " Welcome back: every lesson is done; 'reset <lesson>' plays one again."
        }
    }
}
