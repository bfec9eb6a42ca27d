extension Glossary {
    /// The words the output prints, each said the way the output uses it (Sources/Inspector/Text
    /// and the Tutor's views); `help words` lists them in this order.
    package static let podbay = Glossary(entries: [
        GlossaryEntry(
            "strong",
            "A reference that keeps its target alive: an object lives while a chain of strong references from a root "
                + "reaches it. `strong?` means the ownership could not be read, and strong is assumed."),
        GlossaryEntry(
            "weak",
            "A reference that does not keep its target alive; it reads nil once the target is freed. Podbay reads it "
                + "from the Swift runtime, not from the source."),
        GlossaryEntry(
            "unowned",
            "A reference that does not keep its target alive and, unlike weak, is not set to nil when the target goes; "
                + "if the target was freed, Podbay prints <dead> where reading it in Swift would crash."),
        GlossaryEntry(
            "unowned(unsafe)",
            "Like unowned, without the runtime's check: followed only to a live object Podbay has seen; any other "
                + "address prints as <address of no object Podbay has seen> (an object outside the scene, or a freed one)."),
        GlossaryEntry(
            "root",
            "Where a graph starts: an object held from outside the graph, such as the window, printed as "
                + "(root: window). Whatever a root reaches through strong references stays alive."),
        GlossaryEntry(
            "alive",
            "Not freed yet. `alive` lists the open lesson's live objects by type, and those no root reaches; what "
                + "earlier lessons leaked is counted in one line."),
        GlossaryEntry(
            "allocated",
            "Created by the last action (tap, type, break, fix or open); the end of `alive` lists them."),
        GlossaryEntry(
            "freed",
            "Gone: its last strong reference went and Swift deallocated it. Actions print what they freed, and a "
                + "command naming a freed object says so."),
        GlossaryEntry(
            "leaked",
            "Alive, no root reaches it, and only a retain cycle holds it: nothing can free it any more. `cycles` and "
                + "`why` say so."),
        GlossaryEntry(
            "unreachable", printed: "no root reaches",
            "Alive while no root reaches it, printed as \"no root reaches\": a retain cycle holds it (leaked), "
                + "a capture of a closure no root reaches, or something outside the graph (a global, a task)."),
        GlossaryEntry(
            "cycle",
            "Objects that hold each other with strong references, so none is freed while the others live. `cycles` "
                + "lists each with the references that close it."),
        GlossaryEntry(
            "see above",
            "In a graph tree: an object already drawn higher up, reached again through another reference; its own "
                + "references are not repeated."),
        GlossaryEntry(
            "see below",
            "In a graph tree: an object drawn further down, under the strong reference that owns it; its own "
                + "references are drawn there."),
        GlossaryEntry(
            "owned by",
            "In a graph tree: a weak or unowned reference to an object a strong reference owns; the object is drawn "
                + "under that owner, not here. An object nothing holds strongly is drawn under the weak one, which says so."),
        GlossaryEntry(
            "closure",
            "A stored closure: what it captures is drawn as edges marked (capture). A context Podbay cannot "
                + "decode (a generic closure) prints \"closure (captures not visible)\"; `inspect` says why."),
        GlossaryEntry(
            "capture", printed: "(capture)",
            "An object a stored closure holds, an edge marked (capture) with its own ownership: `[weak self]` "
                + "prints weak, plain `self` strong; a strong capture of the closure's owner is a cycle."),
        GlossaryEntry(
            "dead", printed: "<dead>",
            "<dead> is an unowned reference whose object was freed; reading it in Swift would crash."),
        GlossaryEntry(
            "retain count",
            "The runtime's count of strong references, shown by `inspect` and `why`: it counts temporaries too, so read "
                + "it as a hint; `graph` and `why` follow the references themselves."),
        GlossaryEntry(
            "hop",
            "One line of a route: a message sent or a call made from one object to another, numbered in the order it "
                + "happened and indented under the hop that caused it."),
        GlossaryEntry(
            "route",
            "The hops of the last action, as `route` prints them. A line numbered like 2.1 is a Pipeline delivering "
                + "message 2 to one part, such as LoginCore#1.handleView(intent:)."),
        GlossaryEntry(
            "intent",
            "Round Table: what the View sends when the user acts (.loginButtonTap); the Pipeline delivers it to the "
                + "Core, the Presenter and the Joint, in that order."),
        GlossaryEntry(
            "event",
            "Round Table: what the Core announces (.started, .success); the Pipeline delivers it to the Presenter, "
                + "then the Joint."),
        GlossaryEntry(
            "input",
            "Round Table: what comes into a module from outside: take(input:) from its parent, or notify(input:) from "
                + "a closure its Joint attached to a child; delivered to the Core, then the Presenter."),
        GlossaryEntry(
            "output",
            "Round Table: what a Joint sends out of its module (.saved, .cancel), to the closure its parent attached."),
        GlossaryEntry(
            "update",
            "Round Table: what the Presenter sends the View to show (.form, .failure); the Pipeline hands it to the View "
                + "alone."),
        GlossaryEntry(
            "renderable",
            "Super Simple Architecture: an immutable struct holding what a view should show, such as "
                + "BannerRenderable; a view is handed one with render(_:), and the renderable does nothing itself."),
        GlossaryEntry(
            "interaction",
            "Super Simple Architecture: the object that decides what to do when the user acts; its screen owns it and "
                + "tells it what happened, and it renders on views it holds weakly."),
        GlossaryEntry(
            "assembler",
            "Super Simple Architecture: a struct whose one method, assemble(), calls one initializer itself and asks "
                + "other assemblers for the rest; being a value, it never appears in `alive`."),
        GlossaryEntry(
            "navigation", printed: "Navigation",
            "Super Simple Architecture: the object that moves between screens (push, pop, present): it holds the "
                + "navigation controller weakly and gets each new screen from that screen's assembler. Lesson 4."),
        GlossaryEntry(
            "module",
            "Round Table: one screen's parts, built together by an assembly: View, Pipeline, Core, Presenter, Joint "
                + "and State. Its assembly hands back a Module of two: its view, to show, and its joint, to talk to. "
                + "Lessons 5 to 8."),
        GlossaryEntry(
            "view", printed: "View",
            "A text view draws what it was rendered last (lesson 1). In Round Table the View also sends intents when "
                + "the user acts, and shows the updates the Pipeline hands it (lesson 5)."),
        GlossaryEntry(
            "pipeline", printed: "Pipeline",
            "Round Table: carries a module's messages between its parts in a fixed order (2.1, 2.2 in `route`). "
                + "The View holds it strongly; it holds the Core, Presenter and Joint strongly, the View weakly. Lesson 5."),
        GlossaryEntry(
            "core", printed: "Core",
            "Round Table: a module's business logic: it handles the View's intents and the Joint's inputs, changes the "
                + "State and announces events. Lesson 5."),
        GlossaryEntry(
            "presenter", printed: "Presenter",
            "Round Table: turns the State into what the View shows, sending updates; update(firstAppear:) sends the "
                + "first when the module is built, and refreshes the screen when called again (lesson 6). Lesson 5."),
        GlossaryEntry(
            "joint", printed: "Joint",
            "Round Table: a module's edge to other modules: it takes input from its parent, sends output to the "
                + "closure its parent attached, and pushes, pops, presents, dismisses or switches tabs through "
                + "its View. Lessons 6 and 8."),
        GlossaryEntry(
            "state", printed: "State",
            "Round Table: a module's data, one object the Core, the Presenter and the Joint each hold strongly; the "
                + "Core changes it and the Presenter reads it. Lesson 8."),
        GlossaryEntry(
            "assembly", printed: "Assembly",
            "Round Table: what builds a whole module (its parts, the Pipeline and the State), links them and starts "
                + "it, handing back the View and the Joint; it calls many initializers, where a Super Simple "
                + "assembler calls one. Lesson 8."),
        GlossaryEntry(
            "trunk", printed: "Trunk",
            "Round Table: the app's shared services (sign-in, the task list, formatting), handed to every assembly, "
                + "which gives each part the ones it uses. Lesson 8."),
        GlossaryEntry(
            "tabs", printed: "tab bar",
            "Round Table: a module's View that shows other modules' Views as tabs (Home's HomeTabsView): it owns its "
                + "tabs, as a navigation controller owns its stack, and its Joint builds them and switches. Lesson 8."),
        GlossaryEntry(
            "navigatable",
            "Round Table: a module's View that is a navigation controller itself (the reference's "
                + "RTEModuleViewNavigatable; Podbay's TaskListNavigationView, one by protocol), so a window or a tab bar "
                + "holds it as it is. Lesson 8."),
    ])
}
