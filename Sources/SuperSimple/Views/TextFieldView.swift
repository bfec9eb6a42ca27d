/// A labelled text field: `login: dave` or `password: ••••`.
public final class TextFieldView: TextFieldRendering, TextDrawing {
    /// The name `type` uses to reach it.
    public let field: String
    private var shown: TextFieldRenderable?

    public init(field: String) {
        self.field = field
    }

    public func render(_ renderable: TextFieldRenderable) {
        HopReporter.render(renderable, on: self) { shown = renderable }
    }

    /// The user typed `text` into the field. A field shows what is typed by itself, as a real
    /// one does, keeping its placeholder and secrecy; no Presenter is asked.
    public func type(_ text: String) {
        let current = shown ?? TextFieldRenderable(text: "")
        shown = TextFieldRenderable(text: text, placeholder: current.placeholder, secure: current.secure)
    }

    public func draw(width: Int, style: FrameStyle) -> [String] {
        let renderable = shown ?? TextFieldRenderable(text: "")
        let content: String
        if renderable.text.isEmpty {
            content = "(\(renderable.placeholder.isEmpty ? "empty" : renderable.placeholder))"
        } else {
            content = renderable.secure
                ? String(repeating: style == .ascii ? "*" : "•", count: renderable.text.count) : renderable.text
        }
        return TextWrap(width: width).lines(of: "\(field): \(content)")
    }
}
