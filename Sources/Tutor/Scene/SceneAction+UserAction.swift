import LessonFormat
import SuperSimple

extension SceneAction {
    /// What the user did to the screen, as a route says it (`tap tabs`, `type message "Daisy"`);
    /// nil for `break` and `fix`, which ask the lesson for another scene, not the screen for anything.
    var userAction: String? {
        switch self {
        case .tap(let control): UserEvent.tap(control: control).description
        case .type(let field, let text): UserEvent.type(field: field, text: text).description
        case .breakRule, .fix: nil
        }
    }
}
