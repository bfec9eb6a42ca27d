extension CommandTable {
    /// The commands of the product design; their names are part of the product. Every example
    /// is played by a test in the lesson it names (HelpExampleTests).
    package static let podbay = CommandTable(commands: [
        CommandSpec(
            name: .help, usage: "help [command|word]", summary: "list the commands, or explain one",
            explanation: "With a command: its usage, what it does, an example that works and the commands that go "
                + "with it. With a word the output uses (strong, leaked, hop and more): what it means; `help words` lists "
                + "them all.",
            example: CommandExample("help strong"), related: [.hint, .step], arguments: .helpTopics, arity: 0...2),
        CommandSpec(
            name: .lessons, usage: "lessons", summary: "the lesson catalog, with your progress",
            explanation: "Each lesson's number, name and title, and where you are in it: new, in progress (its step "
                + "and quiz), or done. A lesson text that could not be read is listed too, with the line that "
                + "stopped it.",
            example: CommandExample("lessons"), related: [.open, .progress]),
        CommandSpec(
            name: .open, usage: "open <lesson>", summary: "open a lesson by number or name and build its live scene",
            explanation: "Builds the lesson's scene of live objects and shows the step you reached, so a lesson left "
                + "half-way resumes where you stopped. Building is an action: `route` then shows how the scene "
                + "was assembled.",
            example: CommandExample("open 0"), related: [.lessons, .step, .reset],
            arguments: .lessonNames, arity: 1...1),
        CommandSpec(
            name: .next, usage: "next", summary: "go to the next step once this step's goal is met",
            explanation: "Podbay says \"goal met\" the moment a step's goal holds; `next` then moves on. Before "
                + "that it says what the goal still misses and points at `hint`.",
            example: CommandExample("next", lesson: 0, after: ["help"]), related: [.prev, .step, .hint]),
        CommandSpec(
            name: .prev, usage: "prev", summary: "go back one step",
            explanation: "Goes back one step, to read it again or play it again; goals already met stay met.",
            example: CommandExample("prev", lesson: 0, after: ["help", "next"]), related: [.next, .step]),
        CommandSpec(
            name: .step, usage: "step", summary: "show the current step again",
            explanation: "The current step's text, the commands to try, and its goal, with whether it is met yet.",
            example: CommandExample("step", lesson: 0), related: [.next, .hint]),
        CommandSpec(
            name: .hint, usage: "hint", summary: "the next hint for the current step",
            explanation: "The first hint is a nudge; each time you ask, the next is more exact, and the last names "
                + "the commands to type.",
            example: CommandExample("hint", lesson: 0), related: [.step, .next]),
        CommandSpec(
            name: .screen, usage: "screen", summary: "draw the scene's current screen as framed text",
            explanation: "What the scene's views show right now, framed, with the controls `tap` takes and the "
                + "fields `type` takes under it. `tap` and `type` draw it too, after they act.",
            example: CommandExample("screen", lesson: 1), related: [.tap, .type]),
        CommandSpec(
            name: .tap, usage: "tap <control>", summary: "tap a control, delivered as a UI event would be",
            explanation: "The scene's view receives the tap as it would a real one, and its objects do the rest. "
                + "`screen` shows the controls (Tab completes them); `route` then lists every hop the tap caused.",
            example: CommandExample("tap mainButton", lesson: 2), related: [.type, .screen, .route],
            arguments: .controls, arity: 1...1),
        CommandSpec(
            name: .type, usage: "type <field> <text>", summary: "type text into a field (the rest of the line)",
            explanation: "The scene's view receives the text as typed by a user: everything after the field's name, "
                + "words joined by one space. Quote it to keep spaces as they are; \"\" is empty text. `screen` shows "
                + "the fields (Tab completes them).",
            example: CommandExample("type login \"dave bowman\"", lesson: 5), related: [.tap, .screen],
            arguments: .fields, arity: 2...CommandParser.longestLine),
        CommandSpec(
            name: .graph, usage: "graph [object] [--depth N] [--format tree|edges|dot|svg|png] [--output FILE] [--open] [--all] [--self]",
            summary: "the live ownership graph, from the scene's roots or one object (--self: the REPL's own)",
            explanation: "Every stored reference from the roots down, each with its ownership (strong, weak, unowned) "
                + "as the Swift runtime records it. Each object is drawn under a strong reference that owns it; a weak "
                + "or unowned one to it says who owns it. Name an object to start there; --depth N stops early; a long "
                + "chain of one shape (a list's .next) is folded, --all draws every link; --format edges prints one "
                + "line per reference, dot is for Graphviz; svg and png are drawn by Graphviz's dot into --output FILE "
                + "(--open shows it).",
            example: CommandExample("graph --format edges", lesson: 2), related: [.inspect, .why, .cycles],
            arguments: .objects, arity: 0...10),
        CommandSpec(
            name: .inspect, usage: "inspect <object>", summary: "an object's stored fields and their ownership",
            explanation: "Each stored field's name, declared type and ownership, and its value or the object it "
                + "points to, with the runtime's retain count. Objects are named Type#n, as `graph` and `alive` "
                + "print them; Tab completes them. The type alone (`inspect BannerView`) names the one live object of "
                + "that type.",
            example: CommandExample("inspect BannerView#1", lesson: 1), related: [.graph, .why],
            arguments: .objects, arity: 1...1),
        CommandSpec(
            name: .alive, usage: "alive", summary: "live objects by type, and what the last action allocated and freed",
            explanation: "The open lesson's live objects, by type, then those no root reaches, then what the last "
                + "action (tap, type, break, fix or open) allocated and freed; what earlier lessons leaked is "
                + "counted in one line.",
            example: CommandExample("alive", lesson: 2, after: ["tap close"]), related: [.why, .cycles, .graph]),
        CommandSpec(
            name: .cycles, usage: "cycles [--all]", summary: "retain cycles: groups held together by strong references only",
            explanation: "Each group of objects that hold each other with strong references, the references that "
                + "close the loop, and whether a root still reaches it or it is leaked. A large group (more "
                + "than 12 references) is told by field (`Node .parent ──strong─▶ Node: 899 "
                + "references`) and its size; --all lists every reference.",
            example: CommandExample("cycles", lesson: 2, after: ["break strong-banner", "tap close"]),
            related: [.why, .alive, .graph], arguments: .words(["--all"]), arity: 0...1),
        CommandSpec(
            name: .why, usage: "why <object>", summary: "the strong references that keep an object alive",
            explanation: "Each object that holds it strongly, once, with its chain of strong references from a root, "
                + "closures' strong captures included. For an object no root reaches, it says what holds it instead: "
                + "a retain cycle (leaked), or something outside the graph. Name it Type#n, or by its type alone while "
                + "it is the one live object of that type.",
            example: CommandExample("why BannerView#1", lesson: 1), related: [.cycles, .alive, .graph],
            arguments: .objects, arity: 1...1),
        CommandSpec(
            name: .route, usage: "route [--format text|mermaid|plantuml]",
            summary: "every hop of the last action's messages, in delivery order",
            explanation: "Each message sent or call made by the last tap, type, break, fix or open, numbered in "
                + "order and indented under the hop that caused it; a Pipeline's deliveries are numbered under "
                + "their message (2.1, 2.2). --format mermaid or plantuml prints it as a sequence diagram, "
                + "numbered the same.",
            example: CommandExample("route", lesson: 2, after: ["tap mainButton"]), related: [.trace, .tap],
            arity: 0...2),
        CommandSpec(
            name: .trace, usage: "trace on|off", summary: "print the route after every action",
            explanation: "With trace on, every action prints its route, so you need not type `route`; trace off "
                + "stops it.",
            example: CommandExample("trace on"), related: [.route], arguments: .words(["off", "on"]), arity: 1...1),
        CommandSpec(
            name: .`break`, usage: "break <rule>", summary: "switch the scene to a variant that breaks one rule",
            explanation: "Rebuilds the scene so that it breaks one of the lesson's rules, to show in `graph`, "
                + "`alive`, `cycles` and `route` what the rule prevents. Tab completes the open lesson's rules.",
            example: CommandExample("break strong-banner", lesson: 2), related: [.fix, .cycles, .alive],
            arguments: .rules, arity: 1...1),
        CommandSpec(
            name: .fix, usage: "fix", summary: "switch the scene back to the variant that keeps the rules",
            explanation: "Rebuilds the scene by the rules after a break. What the break leaked stays leaked: nothing "
                + "reaches it any more, so nothing can free it.",
            example: CommandExample("fix", lesson: 2, after: ["break strong-banner"]), related: [.`break`]),
        CommandSpec(
            name: .load, usage: "load <file.swift|folder>", summary: "compile your own Swift and open its scene",
            explanation: "Compiles a Swift file, or a folder of them, against Podbay's LessonKit, SuperSimple and "
                + "RoundTable, and opens the scene it declares as a lesson without steps: a top-level "
                + "`func roots() -> [SceneRoot]` that builds your objects, or a class that conforms to LessonScene. "
                + "Compiler errors name your file and line, and the scene you had stays open. It runs your code on "
                + "this machine, with your rights.",
            example: CommandExample("load Examples/Garage.swift"), related: [.reload, .graph, .cycles],
            arity: 1...1),
        CommandSpec(
            name: .reload, usage: "reload", summary: "build the loaded code again after an edit",
            explanation: "Compiles the file or folder `load` named again and opens its new scene; the objects are "
                + "numbered from 1 again. A compile error keeps the scene you had.",
            example: CommandExample("reload", after: ["load Examples/Garage.swift"]), related: [.load]),
        CommandSpec(
            name: .check, usage: "check", summary: "build the exercise with your code and check what its objects do",
            explanation: "On an exercise step: compiles the lesson's scene with your files from the exercise's "
                + "workspace in place of the lesson's own, runs the step's actions and checks its goal on the live "
                + "objects. A compile error names your file and line; a goal not met says which part and what the "
                + "objects do instead. It runs your code on this machine, with your rights.",
            example: CommandExample("check", lesson: 2),
            related: [.solution, .hint, .step]),
        CommandSpec(
            name: .solution, usage: "solution", summary: "after a pass: the reference solution beside your code",
            explanation: "Once `check` passed the exercise, shows each file of the lesson's reference solution "
                + "beside yours, as a diff: `-` lines are yours, `+` lines the reference's.",
            example: CommandExample("solution", lesson: 2, after: ["check"]),
            related: [.check]),
        CommandSpec(
            name: .watch, usage: "watch [on|off]", summary: "check or reload by itself after each save of your files",
            explanation: "With watch on, saving a file of the open exercise's workspace runs `check`, and saving a "
                + "file `load` loaded runs `reload`, as if typed: the verdict or the new scene is printed above the "
                + "prompt, and a line you were typing stays as it was. An editor's burst of writes is one save. "
                + "`podbay --watch` starts with it on; watch off stops it; watch alone says whether it is on (a podbay "
                + "you start has it off, unless started with `--watch`).",
            example: CommandExample("watch on"), related: [.check, .reload, .load], arguments: .words(["off", "on"]),
            arity: 0...1),
        CommandSpec(
            name: .cache, usage: "cache [--clear]", summary: "how much disk the builds of load and check take",
            explanation: "Says how much the cache of `load`'s and `check`'s builds holds and where, as `podbay cache` "
                + "does: at most 200 MB, least recently used out first, so it never needs emptying. --clear empties "
                + "it: the next load or check builds again.",
            example: CommandExample("cache"), related: [.load, .check], arguments: .words(["--clear"]), arity: 0...1),
        CommandSpec(
            name: .quiz, usage: "quiz", summary: "the lesson's questions and your answers",
            explanation: "The open lesson's questions with their choices, what you answered, and which question "
                + "`answer` goes to next.",
            example: CommandExample("quiz", lesson: 0), related: [.answer, .progress]),
        CommandSpec(
            name: .answer, usage: "answer <choice>", summary: "answer the current quiz question",
            explanation: "A wrong choice is told why it is wrong, and the question stays open for another try; "
                + "progress counts the questions right the first time.",
            example: CommandExample("answer a", lesson: 0), related: [.quiz, .progress],
            arguments: .words(["a", "b", "c", "d"]), arity: 1...1),
        CommandSpec(
            name: .progress, usage: "progress [--json]", summary: "what you have done, per lesson",
            explanation: "For each lesson: goals met, the quiz, and the step it resumes at. --json prints what is "
                + "saved, for an instructor to collect.",
            example: CommandExample("progress --json"), related: [.lessons, .reset],
            arguments: .words(["--json"]), arity: 0...1),
        CommandSpec(
            name: .reset, usage: "reset [lesson|all|exercise]", summary: "start a lesson over, or every lesson (asks first)",
            explanation: "Forgets what you did in one lesson, by number or name, and starts it at step 1. 'reset all' "
                + "forgets every lesson; 'reset' alone asks first at a terminal, and piped input must say 'reset all'. "
                + "'reset exercise' puts the open exercise's starter files back in place of yours, after asking.",
            example: CommandExample("reset 0"), related: [.progress, .lessons],
            arguments: .lessonNamesOrAll, arity: 0...1),
        CommandSpec(
            name: .quit, aliases: ["exit"], usage: "quit", summary: "leave, saving history and progress (Ctrl-D too)",
            explanation: "Progress is saved as you go; opening a lesson again resumes at the step you reached.",
            example: CommandExample("quit"), related: [.progress]),
    ], glossary: .podbay)
}
