import SuperSimple
import Testing

@Suite struct TextFieldViewTests {
    @Test func typingShowsTheTextAndKeepsSecrecyAndPlaceholder() {
        let field = TextFieldView(field: "password")
        field.render(TextFieldRenderable(text: "", placeholder: "password", secure: true))
        #expect(field.draw(width: 40, style: .ascii) == ["password: (password)"])
        field.type("open")
        #expect(field.draw(width: 40, style: .ascii) == ["password: ****"])
        field.type("")
        #expect(field.draw(width: 40, style: .ascii) == ["password: (password)"])
    }
}
