/// What a scene action names, what the scene offers of that kind right now, and the kind's noun
/// (`control`, `field`, `rule`).
package struct SceneActionTarget: Equatable, Sendable {
    package let named: String
    package let offered: [String]
    package let noun: String

    /// What the scene offers, said after a refusal that named something else: ` (controls: add, info)`,
    /// or ` (this scene has no fields)`. `kind` replaces the plural noun (`rules to break`).
    package func offeredPhrase(kind: String? = nil) -> String {
        let kind = kind ?? noun + "s"
        return offered.isEmpty ? " (this scene has no \(kind))" : " (\(kind): \(offered.joined(separator: ", ")))"
    }
}
