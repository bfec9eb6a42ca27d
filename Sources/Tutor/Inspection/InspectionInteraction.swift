import Inspector
import LessonKit
import CommandLanguage

/// What the REPL screen sees of the interaction for `inspect`.
protocol InspectionInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any LinesRendering & RefusalRendering)
    func didAskToInspect(_ name: String, _ spec: CommandSpec) -> CommandOutcome
}

/// `inspect <object>`: one object's stored fields, their declared types and ownership, read from
/// the runtime.
final class InspectionInteraction: InspectionInteracting {
    private let session: InspectorSession
    private let symbols: GraphSymbols
    /// The columns the table fits in, read when it is drawn (the terminal may have been resized).
    private let width: () -> Int
    private weak var navigation: LessonNavigating?
    private weak var view: (any LinesRendering & RefusalRendering)?

    init(session: InspectorSession, symbols: GraphSymbols, width: @escaping () -> Int = { 240 }) {
        self.session = session
        self.symbols = symbols
        self.width = width
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    func use(_ view: any LinesRendering & RefusalRendering) {
        self.view = view
    }

    func didAskToInspect(_ name: String, _ spec: CommandSpec) -> CommandOutcome {
        guard let open = navigation?.current else { return refuse(.noLesson(orOwnObjects: true)) }
        // The scene is walked first, so every object it reaches has its name.
        if case .failure(let refusal) = session.walked(open.scene.roots) { return refuse(refusal) }
        guard let entry = session.registry.entry(named: name), let object = entry.object else {
            return refuse(session.unknownObject(name, spec))
        }
        let around = session.graph(roots: [SceneRoot(label: "inspected", object: object)], depth: 1)
        let registry = session.registry
        let text = InspectText(symbols: symbols, width: width(), objectName: { registry.name(ofLiveObjectAt: $0) })
        view?.render(LinesRenderable(text.lines(
            name: entry.name, retainCount: _getRetainCount(object), fields: session.reader.read(object), graph: around,
            superclasses: Superclasses.of(object))))
        open.recordLooked(at: entry.typeName, by: "inspect")
        return .ran
    }

    private func refuse(_ refusal: RefusalRenderable) -> CommandOutcome {
        view?.render(refusal)
        return .refused
    }
}

/// Builds the interaction for `inspect`.
struct InspectionInteractionAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> InspectionInteracting {
        let style = configuration.style
        return InspectionInteraction(session: configuration.inspector, symbols: style.graphSymbols, width: { style.width })
    }
}
