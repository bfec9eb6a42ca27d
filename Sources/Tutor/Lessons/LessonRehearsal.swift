import LessonKit

/// Plays a lesson's `try:` lines on its own scene, in order, as a learner following the text
/// would, and reports each `tap`, `type` or `break` that names a control, field or rule the scene
/// does not have at that point. A text can only be checked this way against the live scene,
/// because what is on screen changes as the learner goes (`tap save` exists once `tap add` ran).
///
/// `podbay lint` runs it; the REPL does not, so start-up never builds every scene.
public struct LessonRehearsal {
    public let scenes: SceneCatalog

    public init(scenes: SceneCatalog) {
        self.scenes = scenes
    }

    public func problems(in lesson: LessonText) -> [LessonProblem] {
        guard let scene = scenes.builder(for: lesson.sceneID)?.build() else { return [] }
        var problems: [LessonProblem] = []
        for step in lesson.steps {
            for (index, line) in step.tries.enumerated() {
                guard case .success(let words) = LineTokenizer().words(of: line), let missing = play(words, on: scene)
                else { continue }
                let number = index < step.tryLines.count ? step.tryLines[index] : step.line
                problems.append(LessonProblem(file: lesson.file, line: number, message: "try: \(line): \(missing)"))
            }
        }
        return problems
    }

    /// Runs one command on the scene; says what it named that the scene lacks, or nil.
    private func play(_ words: [String], on scene: LessonScene) -> String? {
        switch (words.first, words.count) {
        case ("tap", 2):
            let known = scene.controls
            guard case .refused = scene.tap(words[1]), !known.contains(words[1]) else { return nil }
            return "the scene has no control '\(words[1])' at this point" + Phrases.offered(known, "controls")
        case ("type", 3):
            let known = scene.fields
            guard case .refused = scene.type(words[2], into: words[1]), !known.contains(words[1]) else { return nil }
            return "the scene has no field '\(words[1])' at this point" + Phrases.offered(known, "fields")
        case ("break", 2):
            let known = scene.breakableRules
            guard case .refused = scene.breakRule(words[1]), !known.contains(words[1]) else { return nil }
            return "the scene has no rule '\(words[1])'" + Phrases.offered(known, "rules")
        case ("fix", 1):
            _ = scene.fix()
            return nil
        default:
            return nil
        }
    }
}
