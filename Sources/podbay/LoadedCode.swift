#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LessonKit
import Loader
import Tutor

/// `load` for the REPL: the Loader's outcomes said in the REPL's words.
final class LoadedCode: SceneLoading {
    private let loader: UserCodeLoader
    /// Runs when a child podbay ended and this one reads on (see `InputHandover.recover`).
    private let afterChild: () -> Void

    init(loader: UserCodeLoader, afterChild: @escaping () -> Void) {
        self.loader = loader
        self.afterChild = afterChild
    }

    var lastPath: String? { loader.lastPath }

    func load(_ path: String, say: (MessageRenderable.Kind, String) -> Void) -> SceneLoadOutcome {
        said(loader.load(path, say: { say(.plain, $0) }), path, say)
    }

    func open(lesson lessonID: String, source: String, say: (MessageRenderable.Kind, String) -> Void) -> SceneLoadOutcome {
        said(loader.load(source, openingLesson: lessonID, say: { say(.plain, $0) }), source, say)
    }

    private func said(
        _ outcome: UserCodeLoader.Outcome, _ path: String, _ say: (MessageRenderable.Kind, String) -> Void
    ) -> SceneLoadOutcome {
        afterChild()
        switch outcome {
        case .carried(let scene):
            return .open(sceneID: LoadedScene.sceneID, title: scene.path, declaration: scene.declaration)
        case .problem(let problem):
            for line in problem.lines { say(.error, line) }
            return .refused
        case .childEnded(.exited(let status)):
            // The user left the per-source podbay (quit, end of input): so they leave Podbay.
            // Progress and history were saved there, as they were made.
            exit(status)
        case .childEnded(.signalled(let signal)):
            say(.error, "the podbay running the code from \(loader.lastPath ?? path) stopped with \(ChildPodbay.describe(signal)); its objects are gone")
            say(.plain, "Progress and history are saved. You are back in the Podbay you started, as you left it: fix the code and type 'reload'.")
            return .returned
        case .childEnded(.couldNotStart(let reason)):
            say(.error, "load: cannot start the build of \(path): \(reason)")
            return .refused
        }
    }
}
