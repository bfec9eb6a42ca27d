package import CommandLanguage
package import LessonKit

/// A user action on a scene, as a command names it: `tap add`, `type title "Task 2"`,
/// `break strong-view`, `fix`. The REPL, lint's rehearsal and a resumed lesson's replay all play
/// actions through it, so a line means the same to each.
package enum SceneAction: Equatable {
    case tap(control: String)
    case type(field: String, text: String)
    case breakRule(String)
    case fix

    /// The action a command names, or nil for a command that is not one.
    package init?(_ command: Command) {
        switch command {
        case .tap(let control): self = .tap(control: control)
        case .type(let field, let text): self = .type(field: field, text: text)
        case .breakRule(let rule): self = .breakRule(rule)
        case .fix: self = .fix
        default: return nil
        }
    }

    package func run(on scene: LessonScene) -> SceneReply {
        switch self {
        case .tap(let control): scene.tap(control)
        case .type(let field, let text): scene.type(text, into: field)
        case .breakRule(let rule): scene.breakRule(rule)
        case .fix: scene.fix()
        }
    }

    /// What the action names, what the scene offers of that kind right now, and the kind's noun
    /// (`control`, `field`, `rule`); nil for `fix`, which names nothing.
    package func target(in scene: LessonScene) -> SceneActionTarget? {
        switch self {
        case .tap(let control): SceneActionTarget(named: control, offered: scene.controls, noun: "control")
        case .type(let field, _): SceneActionTarget(named: field, offered: scene.fields, noun: "field")
        case .breakRule(let rule): SceneActionTarget(named: rule, offered: scene.breakableRules, noun: "rule")
        case .fix: nil
        }
    }
}
