import Inspector
import LessonKit
import LineEditor
package import CommandLanguage
package import LessonFormat

/// Tab completion for the REPL: command names first, then each command's arguments (lesson names,
/// the open scene's controls, fields and rules).
package final class CommandCompleter: CompletionSource {
    private let table: CommandTable
    private let catalog: LessonCatalog
    private let inspector: InspectorSession?
    private weak var navigation: LessonNavigating?

    package init(table: CommandTable, catalog: LessonCatalog, inspector: InspectorSession? = nil) {
        self.table = table
        self.catalog = catalog
        self.inspector = inspector
    }

    package func use(_ navigation: LessonNavigating) {
        self.navigation = navigation
    }

    package func candidates(completing textBeforeCursor: String) -> [String] {
        let words = textBeforeCursor.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let endsWithSpace = textBeforeCursor.last == " " || textBeforeCursor.last == "\t"
        let finished = endsWithSpace ? words.count : max(0, words.count - 1)
        guard finished >= 1, let spec = table.command(named: words[0]) else {
            return finished == 0 ? table.allNames : []
        }
        guard finished == 1 else { return [] }
        let scene = navigation?.current?.scene
        switch spec.arguments {
        case .none: return []
        // Generic names without their spaces, so a completed name is one word, typed back as is.
        // What earlier lessons leaked too, by the names `alive` tells (`interaction:ButtonView#4`).
        case .objects:
            guard let inspector else { return [] }
            return inspector.registry.entries.filter { $0.isAlive && !$0.standsApart }.map { ObjectRegistry.typedName($0.name) }
                + inspector.earlierAlive(naming: .max).names.map(ObjectRegistry.typedName)
        case .helpTopics: return table.helpTopics
        case .lessonNames: return catalog.names
        case .lessonNamesOrAll: return catalog.names + ["all"]
        case .controls: return scene?.controls ?? []
        case .fields: return scene?.fields ?? []
        case .rules: return scene?.breakableRules ?? []
        case .words(let words): return words
        }
    }
}

/// Builds the tab completion source.
struct CommandCompleterAssembler {
    let configuration: ReplConfiguration

    init(configuration: ReplConfiguration) {
        self.configuration = configuration
    }

    func assemble() -> CommandCompleter {
        CommandCompleter(table: configuration.table, catalog: configuration.catalog, inspector: configuration.inspector)
    }
}
