import LessonKit
import RoundTable
import SuperSimple

enum MissionMessages: ModuleMessages {
    enum CoreEvent: Equatable {}
    enum PresenterUpdate: Equatable { case answer(String) }
    enum ViewIntent: Equatable { case askTap }
    enum JointInput: Equatable { case halAnswered(String) }
    enum JointOutput: Equatable {}
}
