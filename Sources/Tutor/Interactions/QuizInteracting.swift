package import CommandLanguage

/// What the REPL screen sees of the interaction for `quiz` and `answer`.
package protocol QuizInteracting: AnyObject {
    func use(_ navigation: LessonNavigating)
    func use(_ view: any QuizRendering & NoticeRendering & RefusalRendering)
    func didAskForQuiz() -> CommandOutcome
    func didAnswer(_ choice: String, _ spec: CommandSpec) -> CommandOutcome
}
