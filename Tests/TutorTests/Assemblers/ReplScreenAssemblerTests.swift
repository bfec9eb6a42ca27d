import Testing
import Tutor

/// The assembler gives every interaction what it uses (`use(_:)`): a forgotten call would leave a
/// weak reference nil and the interaction silently mute. Each interaction's stored references
/// to what it uses are read, and none may be nil.
@Suite struct ReplScreenAssemblerTests {
    /// The names interactions give what they use but do not own.
    private static let usedFields: Set<String> = ["view", "navigation", "confirming", "selfRoot", "compileErrors", "exercise"]

    @Test func everyInteractionIsWired() throws {
        let screen = try bundledRepl(writingTo: StringSink(), width: 80)
        let interactions = try #require(Mirror(reflecting: screen).children.first { $0.label == "interactions" }?.value)
        var checked = 0
        for interaction in Mirror(reflecting: interactions).children {
            let name = interaction.label ?? "?"
            let used = Mirror(reflecting: interaction.value).children.filter { Self.usedFields.contains($0.label ?? "") }
            #expect(!used.isEmpty, "\(name) uses nothing: is it an interaction?")
            for field in used {
                let value = Mirror(reflecting: field.value)
                #expect(value.displayStyle != .optional || !value.children.isEmpty, "\(name).\(field.label ?? "?") was never given")
            }
            checked += 1
        }
        #expect(checked == 15, "every interaction the screen owns was checked")
    }
}
