/// Views that can show the quiz.
package protocol QuizRendering: AnyObject {
    func render(_ quiz: QuizRenderable)
    func render(_ answer: AnswerRenderable)
}
