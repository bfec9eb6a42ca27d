import CommandLanguage

/// What a scene action names, what the scene offers of that kind right now, and the kind's noun
/// (`control`, `field`, `rule`).
package struct SceneActionTarget: Equatable, Sendable {
    package let named: String
    package let offered: [String]
    package let noun: String

    package init(named: String, offered: [String], noun: String) {
        self.named = named
        self.offered = offered
        self.noun = noun
    }

    /// What the scene offers, said after a refusal that named something else: ` (controls: add, info)`,
    /// or ` (this scene has no fields)`. `kind` replaces the plural noun (`rules to break`).
    package func offeredPhrase(kind: String? = nil) -> String {
        let kind = kind ?? noun + "s"
        return offered.isEmpty ? " (this scene has no \(kind))" : " (\(kind): \(offered.joined(separator: ", ")))"
    }

    /// What the scene offers that the name most likely meant, when it offers something else
    /// (`mainbuton` → `mainButton`); nil when the name is offered or nothing is close.
    package var suggestion: String? {
        offered.contains(named) ? nil : EditDistance.closest(to: named, among: offered)
    }
}
