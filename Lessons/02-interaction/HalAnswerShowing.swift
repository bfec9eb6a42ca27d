/// Broken variant `what-to-do`: an interaction the screen orders about. Its method names an
/// outcome (`showHalAnswer()`) instead of an event, so the decision lives in the screen.
public protocol HalAnswerShowing: AnyObject {
    func showHalAnswer()
}
