import SuperSimple
import Testing

/// Every text view looks the same for the same renderable, whatever it was told before.
@Suite struct TextViewPurityTests {
    /// Draws `renderable` on a fresh view and on one that rendered `other` first.
    private func bothDrawings<View: TextDrawing>(
        _ make: () -> View, _ render: (View) -> Void, after other: (View) -> Void
    ) -> ([String], [String]) {
        let fresh = make()
        render(fresh)
        let used = make()
        other(used)
        render(used)
        other(used)
        render(used)
        return (fresh.draw(width: 30, style: .unicode), used.draw(width: 30, style: .unicode))
    }

    @Test func labels() {
        let (fresh, used) = bothDrawings(LabelView.init, { $0.render(LabelRenderable(text: "Dave")) },
                                         after: { $0.render(LabelRenderable(text: "a much longer label than that")) })
        #expect(fresh == used)
        #expect(fresh == ["Dave"])
    }

    @Test func buttons() {
        let (fresh, used) = bothDrawings({ ButtonView(control: "login") }, { $0.render(ButtonRenderable(title: "Log in")) },
                                         after: { $0.render(ButtonRenderable(title: "Wait", enabled: false)) })
        #expect(fresh == used)
        #expect(fresh == ["[ Log in ] (tap login)"])
    }

    @Test func textFields() {
        let (fresh, used) = bothDrawings({ TextFieldView(field: "password") },
                                         { $0.render(TextFieldRenderable(text: "hal", secure: true)) },
                                         after: { $0.render(TextFieldRenderable(text: "something else")) })
        #expect(fresh == used)
        #expect(fresh == ["password: •••"])
    }

    @Test func lists() {
        let (fresh, used) = bothDrawings(ListView.init, { $0.render(ListRenderable(rows: ["one", "two"])) },
                                         after: { $0.render(ListRenderable(rows: [])) })
        #expect(fresh == used)
        #expect(fresh == ["1. one", "2. two"])
    }

    @Test func anEmptyFieldShowsItsPlaceholderAndAnEmptyListItsText() {
        let field = TextFieldView(field: "login")
        field.render(TextFieldRenderable(text: "", placeholder: "your name"))
        #expect(field.draw(width: 30, style: .ascii) == ["login: (your name)"])
        let list = ListView()
        list.render(ListRenderable(rows: [], emptyText: "no tasks"))
        #expect(list.draw(width: 30, style: .ascii) == ["no tasks"])
    }

    @Test func aDisabledButtonSaysSoInWords() {
        let button = ButtonView(control: "login")
        button.render(ButtonRenderable(title: "Log in", enabled: false))
        #expect(button.draw(width: 40, style: .ascii) == ["[ Log in ] (disabled) (tap login)"])
        #expect(button.isEnabled == false)
    }
}
