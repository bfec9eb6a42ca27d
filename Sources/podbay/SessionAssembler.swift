import ArgumentParser
import CommandLanguage
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
    let options: SessionOptions
    let environment: [String: String]
    /// What the podbay that started this one handed over (nothing, in the podbay the user started).
    let handover: LoadedPodbayProtocol

    /// Where the session writes: the screen (and the transcript through it), and warnings.
    private struct Outputs {
        let style: TerminalStyle
        let width: TerminalWidth
        let screen: OutputSink
        let transcript: OutputSink?
        let diagnostics: TerminalView
    }

    func assemble() throws -> Session {
        let probe = TerminalProbe(environment: environment)
        // Before anything changes the terminal: these settings are the ones a signal restores.
        TerminationSignals.handle(terminalDescriptor: probe.isInteractive ? STDIN_FILENO : nil)
        var warnings: [String] = []
        let fresh = try freshState()
        let state = stateDirectory(fresh: fresh, warnings: &warnings)
        let record = try recordSink(state: state)
        // After the transcript is open: the loaded code's print is copied into it.
        if handover.isLoaded { LoadedPodbay.containThisProcess(transcript: record?.path) }
        let progress = ProgressStore(file: state.map { AtomicFile(path: $0.file("progress.json")) })
        progress.lockWait = { DescriptorSink.standardError().write($0 + "\n") }
        warnings += progress.load().map(\.description)
        let outputs = outputs(probe, record: record)
        let catalog = LessonShelf.deferredCatalog(extra: options.lessons)
        // A returning learner's start reads the lesson files but parses none (most of its work,
        // when it parsed them all): the catalog is read here only when a saved step could lie
        // past its lesson's end (said then, as before), and the greeting parses the texts it reaches.
        // (A fresh home has nothing to fit or greet back: it reads no lesson file at all.)
        let returning = !progress.progress.lessons.isEmpty
        let outlined = returning ? LessonShelf.outlines(extra: options.lessons) : []
        let fits = progress.mayNeedFitting(outlined.map(\.outline))
        if fits { warnings += progress.fit(to: catalog).map(\.description) }
        let walk: LessonWalk? = returning && !fits ? LessonShelf.walk(outlined) : nil
        let lessonsForGreeting: any LessonFinding = walk ?? catalog
        let input = InputHandover()
        // A build that passes a second says so on the terminal's line (never in a pipe or a transcript).
        let buildProgress = probe.isInteractive ? ProgressLine.atTerminal() : nil
        let screenReference = ScreenReference()
        // Looked up once: the builds of `load` and `check` link the same shipped lessons.
        let shippedLessons = LessonTextDirectory.bundled()
        let loader = loadedCode(
            progress: progress, input: input, fresh: fresh, buildProgress: buildProgress, screen: screenReference,
            shippedLessons: shippedLessons)
        let screen = ReplScreenAssembler(configuration: ReplConfiguration(
            table: .podbay, catalog: catalog, scenes: scenes(), progress: progress, sink: outputs.screen,
            style: outputs.style, inspector: InspectorSession(shouldStop: { Interrupt.requested }), loader: loader,
            exerciseChecker: ExerciseCheck(
                build: ExerciseBuild(environment: environment, lessonsFolder: shippedLessons, progress: buildProgress),
                lessonArguments: options.lessons.map { ["--lessons=" + $0] } ?? []),
            workspace: fresh.map { ExerciseWorkspace(root: $0.exercisesFolder) } ?? ExerciseWorkspace.standard(environment: environment),
            pictures: GraphvizPictures(environment: environment), buildCache: BuildCacheReport(environment: environment), watching: options.watch || handover.watching,
            formerSteps: FormerStepTitles(FormerLessonSteps.titles))).assemble()
        screenReference.screen = screen
        let typed = typedLines(probe, state: state, completer: screen.completer, input: input, warnings: &warnings)
        var notes: [String] = []
        // Said once, by the podbay the user started, where a person reads it (a pipe's transcript stays the session's).
        if fresh?.owned == true, typed.isInteractive { notes.append(FreshState.note) }
        let sources = try scriptSources(typed: typed, input: input, warnings: &warnings, notes: &notes)
            + [LineSource(reader: typed, echoes: false)]
        // A loaded podbay continues its parent's session: the parent said all of this already.
        let child = handover.isLoaded
        let atStart = [options.lesson.map { ["open", $0] }, options.load.map { ["load", $0] }].compactMap { $0 }
        let loaded = child
            ? LoadedSession(loader: loader, timeLimit: ExerciseBuild.timeLimit(environment: environment), isWatching: { screen.isWatching })
            : nil
        return Session(
            screen: screen, diagnostics: outputs.diagnostics,
            loop: ReplLoop(screen: screen, output: outputs.screen, record: outputs.transcript, width: outputs.width, timeLimit: loaded),
            sources: sources, startupWarnings: child ? [] : warnings,
            greeting: (typed.isInteractive && !child ? [greeting(progress, lessonsForGreeting)] : []) + notes,
            commandsAtStart: atStart, transcript: record, progress: progress, loaded: loaded, fresh: fresh,
            typedAtStart: handover.typedLine)
    }

    /// Colour, width and ASCII decided once; the screen's sink (teeing to the transcript, which is
    /// plain text) and the view warnings are drawn in, on standard error.
    private func outputs(_ probe: TerminalProbe, record: TranscriptSink?) -> Outputs {
        let width = width(probe)
        let style = style(probe, width: width)
        // In ASCII mode everything written is ASCII.
        let inStyle: (OutputSink) -> OutputSink = { style.ascii ? RewritingSink.ascii($0) : $0 }
        let transcript = record.map { inStyle(RewritingSink.uncolored($0)) }
        let standardOutput = inStyle(DescriptorSink.standardOutput())
        // Warnings drawn as the REPL draws them (wrapped to the width, yellow at a terminal).
        let diagnostics = TerminalView(
            sink: inStyle(DescriptorSink.standardError()),
            style: TerminalStyle(color: style.color && isatty(OwnStandardError.descriptor) == 1, ascii: style.ascii, width: width))
        return Outputs(
            style: style, width: width, screen: transcript.map { TeeSink(standardOutput, $0) } ?? standardOutput,
            transcript: transcript, diagnostics: diagnostics)
    }

    /// `load` and `reload`: the loader, which starts a loaded podbay with this session's options
    /// and the input not yet run.
    private func loadedCode(
        progress: ProgressStore, input: InputHandover, fresh: FreshState?, buildProgress: ProgressLine?, screen: ScreenReference,
        shippedLessons: String?
    ) -> LoadedCode {
        LoadedCode(
            loader: UserCodeLoader(
                environment: environment, isLoaded: handover.isLoaded, lessonsFolder: shippedLessons,
                progress: buildProgress,
                launchArguments: { [options] in
                    // What this podbay holds in memory is saved before the child starts (or this
                    // process becomes the child): the child reads it, and this one may never finish.
                    for problem in progress.flush() { DescriptorSink.standardError().write(problem.description + "\n") }
                    var handover = input.handover()
                    handover.watching = screen.screen?.isWatching ?? false
                    handover.typedLine = screen.screen?.lineBeingTyped
                    // A rehearsal goes on in its folder, which the podbay the user started removes.
                    handover.freshStateFolder = fresh?.path
                    return (LoadedPodbayArguments(options: options).arguments, handover)
                }),
            timeLimit: ExerciseBuild.timeLimit(environment: environment),
            afterLoadedPodbay: { input.recover() },
            beforeLeaving: { fresh?.end() })
    }

    /// The lessons' scenes; a loaded podbay carries one more, built from the user's code, which a
    /// lesson whose text names that code as its scene (`scene: ./Scene.swift`) opens too.
    private func scenes() -> SceneCatalog {
        let carried = LoadedScene.carried.map { scene in
            [scene.builder, SceneBuilder(sceneID: SourceScene.sceneID(loadedFrom: scene.path)) { scene.builder.build() }]
        }
        return SceneCatalog(builders: LessonScenes.catalog.builders + (carried ?? []))
    }

    /// The commands to run before typed ones: the rest of the parent's script (handed over by its
    /// descriptor), or `--script FILE`, straight through or presented (`--step`).
    private func scriptSources(
        typed: LineReading, input: InputHandover, warnings: inout [String], notes: inout [String]
    ) throws -> [LineSource] {
        var sources: [LineSource] = []
        if let descriptor = handover.scriptDescriptor {
            // Handed over by the parent: not passed on further unless asked again.
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            let reader = PipedLineReader(descriptor: descriptor, exact: true)
            input.script = (reader, descriptor)
            sources.append(LineSource(reader: reader, echoes: true))
        }
        guard let script = options.script else { return sources }
        let descriptor = open(script, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ValidationError("--script: cannot read \(OutsideText(script).shown)") }
        // Checked again on what was opened: a folder reads as nothing at all, silently.
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else {
            close(descriptor)
            throw ValidationError("--script: \(OutsideText(script).shown) is a folder; name a file of commands")
        }
        let lines = PipedLineReader(descriptor: descriptor, exact: true)
        input.script = (lines, descriptor)
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
        return sources
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

    /// The folder of a rehearsal: made for `--fresh`, or lent by the parent podbay.
    private func freshState() throws -> FreshState? {
        if let lent = handover.freshStateFolder { return FreshState.lent(lent) }
        guard options.fresh else { return nil }
        guard let made = FreshState.create(environment: environment) else {
            throw ValidationError("--fresh: cannot make a folder for this run (\(String(cString: strerror(errno))))")
        }
        TerminationSignals.removeOnEnd(folder: made.path)
        return made
    }

    private func stateDirectory(fresh: FreshState?, warnings: inout [String]) -> StateDirectory? {
        let found = fresh.map { StateDirectory(path: $0.stateFolder) } ?? StateDirectory.standard(environment: environment)
        guard let directory = found else {
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
        _ probe: TerminalProbe, state: StateDirectory?, completer: CompletionSource, input: InputHandover,
        warnings: inout [String]
    ) -> LineReading {
        guard probe.isInteractive,
            let editor = EditLineReader.open(
                program: "podbay", prompt: ReplLoop.marker,
                historyFile: state.map { HistoryFile(path: $0.file("history")) })
        else {
            // A loaded podbay reads exactly to each line's end, so that its parent reads on from
            // there if it ends; so does any reader of a file, where that costs nothing. The podbay
            // the user started reads a pipe ahead, and hands over what it read (`load`).
            if let pending = handover.pendingInput {
                _ = fcntl(pending, F_SETFD, FD_CLOEXEC)
                input.pending = pending
            }
            let exact = handover.isLoaded || lseek(STDIN_FILENO, 0, SEEK_CUR) >= 0
            let reader = PipedLineReader(exact: exact, first: handover.pendingInput)
            if !exact { input.readsAhead = reader }
            return reader
        }
        warnings += editor.warnings.map(\.description)
        editor.reader.use(completer)
        return editor.reader
    }

    private func greeting(_ progress: ProgressStore, _ lessons: any LessonFinding) -> String {
        let text = "Podbay \(PodbayVersion.current): Swift app architecture, running live. Type 'help' for commands, 'lessons' for the lessons."
        guard !progress.progress.lessons.isEmpty else { return text }
        switch lessons.lessonToResume(progress.progress) {
        case .some((let lesson, true)): return text + " Welcome back: 'open \(lesson.id)' resumes where you stopped."
        case .some((let lesson, false)): return text + " Welcome back: 'open \(lesson.id)' starts the next lesson not done yet."
        case .none: return text + " Welcome back: every lesson is done; 'reset <lesson>' plays one again."
        }
    }
}
