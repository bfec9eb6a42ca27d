/// Something the user did to a screen, as a UI toolkit would deliver it.
public enum UserEvent: Equatable, Sendable, CustomStringConvertible {
    case tap(control: String)
    case type(field: String, text: String)

    public var description: String {
        switch self {
        case .tap(let control): "tap \(control)"
        case .type(let field, let text): "type \(field) \(SwiftLiteral.quoted(text))"
        }
    }
}
