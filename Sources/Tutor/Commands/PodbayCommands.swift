extension CommandTable {
    /// The commands of ../shared/DESIGN.md; their names are part of the product.
    public static let podbay = CommandTable(commands: [
        CommandSpec(
            name: "help", usage: "help [command]", summary: "list the commands, or explain one",
            example: "help open", arguments: .commandNames, arity: 0...1),
        CommandSpec(
            name: "lessons", usage: "lessons", summary: "the lesson catalog, with your progress",
            example: "lessons"),
        CommandSpec(
            name: "open", usage: "open <lesson>", summary: "open a lesson by number or name and build its live scene",
            example: "open 0", arguments: .lessonNames, arity: 1...1),
        CommandSpec(
            name: "next", usage: "next", summary: "go to the next step once this step's goal is met",
            example: "next"),
        CommandSpec(
            name: "prev", usage: "prev", summary: "go back one step", example: "prev"),
        CommandSpec(
            name: "step", usage: "step", summary: "show the current step again", example: "step"),
        CommandSpec(
            name: "hint", usage: "hint", summary: "the next hint for the current step", example: "hint"),
        CommandSpec(
            name: "screen", usage: "screen", summary: "draw the scene's current screen as framed text",
            example: "screen"),
        CommandSpec(
            name: "tap", usage: "tap <control>", summary: "tap a control, delivered as a UI event would be",
            example: "tap mainButton", arguments: .controls, arity: 1...1),
        CommandSpec(
            name: "type", usage: "type <field> <text>", summary: "type text into a field (quote text with spaces)",
            example: "type login \"dave bowman\"", arguments: .fields, arity: 2...2),
        CommandSpec(
            name: "graph", usage: "graph [object] [--depth N] [--format tree|edges|dot] [--self]",
            summary: "the live ownership graph, from the scene's roots or one object (--self: the REPL's own)",
            example: "graph --format edges", arguments: .objects, arity: 0...6),
        CommandSpec(
            name: "inspect", usage: "inspect <object>", summary: "an object's stored fields and their ownership",
            example: "inspect BannerView#1", arguments: .objects, arity: 1...1),
        CommandSpec(
            name: "alive", usage: "alive", summary: "live objects by type, and what the last action allocated and freed",
            example: "alive"),
        CommandSpec(
            name: "cycles", usage: "cycles", summary: "retain cycles: groups held together by strong references only",
            example: "cycles"),
        CommandSpec(
            name: "why", usage: "why <object>", summary: "the strong references that keep an object alive",
            example: "why BannerView#1", arguments: .objects, arity: 1...1),
        CommandSpec(
            name: "route", usage: "route", summary: "every hop of the last action's messages, in delivery order",
            example: "route"),
        CommandSpec(
            name: "trace", usage: "trace on|off", summary: "print the route after every action",
            example: "trace on", arguments: .words(["off", "on"]), arity: 1...1),
        CommandSpec(
            name: "break", usage: "break <rule>", summary: "switch the scene to a variant that breaks one rule",
            example: "break weak-view", arguments: .rules, arity: 1...1),
        CommandSpec(
            name: "fix", usage: "fix", summary: "switch the scene back to the variant that keeps the rules",
            example: "fix"),
        CommandSpec(
            name: "quiz", usage: "quiz", summary: "the lesson's questions and your answers", example: "quiz"),
        CommandSpec(
            name: "answer", usage: "answer <choice>", summary: "answer the current quiz question",
            example: "answer b", arguments: .words(["a", "b", "c", "d"]), arity: 1...1),
        CommandSpec(
            name: "progress", usage: "progress [--json]", summary: "what you have done, per lesson",
            example: "progress --json", arguments: .words(["--json"]), arity: 0...1),
        CommandSpec(
            name: "reset", usage: "reset [lesson|all]", summary: "start a lesson over, or every lesson (asks first)",
            example: "reset 0", arguments: .lessonNamesOrAll, arity: 0...1),
        CommandSpec(
            name: "quit", aliases: ["exit"], usage: "quit", summary: "leave, saving history and progress (Ctrl-D too)",
            example: "quit"),
    ])
}
