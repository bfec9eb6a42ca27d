import LessonKit

/// What the REPL screen sees of the interaction for the live scene.
public protocol SceneInteracting: CommandInteracting {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any ScreenRendering & MessageRendering)
}

/// `screen`, `tap`, `type`, `break` and `fix`: everything addressed to the open lesson's live scene.
public final class SceneInteraction: SceneInteracting {
    private let width: Int
    private let ascii: Bool
    private weak var navigation: LessonNavigating?
    private weak var view: (any ScreenRendering & MessageRendering)?

    public init(width: Int, ascii: Bool) {
        self.width = width
        self.ascii = ascii
    }

    public func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    public func use(_ view: any ScreenRendering & MessageRendering) {
        self.view = view
    }

    public func didEnter(_ command: EnteredCommand) {
        guard let scene = navigation?.current?.scene else {
            view?.render(MessageRenderable(.error, Phrases.noLesson))
            return
        }
        let arguments = command.arguments
        switch command.name {
        case "tap":
            deliver(scene.tap(arguments[0]), from: scene, names: scene.controls, kind: "controls")
        case "type":
            deliver(scene.type(arguments[1], into: arguments[0]), from: scene, names: scene.fields, kind: "fields")
        case "break":
            deliver(scene.breakRule(arguments[0]), from: scene, names: scene.breakableRules, kind: "rules to break")
        case "fix":
            deliver(scene.fix(), from: scene, names: nil, kind: "")
        default:
            view?.render(ScreenRenderable(lines: scene.drawScreen(width: width, ascii: ascii)))
        }
    }

    private func deliver(_ reply: SceneReply, from scene: LessonScene, names: [String]?, kind: String) {
        switch reply {
        case .delivered(let lines):
            for line in lines { view?.render(MessageRenderable(.plain, line)) }
            view?.render(ScreenRenderable(lines: scene.drawScreen(width: width, ascii: ascii)))
        case .refused(let reason):
            var text = reason
            if let names {
                text += names.isEmpty ? " (this scene has no \(kind))" : " (\(kind): \(names.joined(separator: ", ")))"
            }
            view?.render(MessageRenderable(.error, text))
        }
    }
}
