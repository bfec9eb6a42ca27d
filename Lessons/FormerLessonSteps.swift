/// The step titles of lesson texts Podbay shipped before, by lesson id and by the steps key a
/// progress record saved with that text carries (`""`: a record saved before records had keys,
/// read as made with the text shipped then). Opening a lesson carries such a record onto today's
/// text by step title, so a step added mid-lesson does not make it resume one step early. Records
/// saved since this table carry their titles themselves; it holds the texts whose records did not
/// (the key is the former text's `LessonText.stepsKey`).
public enum FormerLessonSteps {
    public static let titles: [String: [String: [String]]] = [
        "assembly": [
            // as shipped at 9d4ed81
            "3ffc97035a7c60fc": [
                "The app's entry",
                "The route of open",
                "The kind goes into the State",
                "One Trunk, handed down",
                "Sign in",
                "From outside Round Table",
                "Break it: a Trunk for each module",
                "A sign-in nobody hears of",
                "Fix it",
                "Assemble a module yourself",
            ],
        ],
        "interaction": [
            // as shipped at 99d7bf0
            "": [
                "Ask HAL",
                "Follow the message",
                "Who owns whom",
                "Two interactions, one screen",
                "Three kinds of component",
                "Let the screen go",
                "Break it: hold what you render on strongly",
                "Break it: forget use(_:)",
                "Break it: say what to do",
                "Break it: inherit",
                "Fix it",
                "Write the interaction yourself",
            ],
            // as shipped at 9d4ed81
            "a014d317bcc492f0": [
                "Ask HAL",
                "Follow the message",
                "Who owns whom",
                "Two interactions, one screen",
                "The interaction decides",
                "Three kinds of component",
                "Let the screen go",
                "Break it: hold what you render on strongly",
                "Break it: forget use(_:)",
                "Break it: say what to do",
                "Break it: inherit",
                "Fix it",
                "Write the interaction yourself",
            ],
        ],
        "routing": [
            // as shipped at 99d7bf0
            "": [
                "A wrong password",
                "One intent, three receivers",
                "Deliveries nest",
                "The answer comes later",
                "Events go out, updates come back",
                "An update has one receiver",
                "The View can only ask",
                "The Joint tells the parent",
                "Break it: a Presenter that signs in",
                "What two sign-ins cost",
                "Fix it",
                "Answer an intent yourself",
            ],
        ],
    ]
}
