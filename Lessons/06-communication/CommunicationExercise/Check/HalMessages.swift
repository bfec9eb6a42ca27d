import LessonKit
import RoundTable
import SuperSimple

enum HalMessages: ModuleMessages {
    enum CoreEvent: Equatable { case decided(String) }
    enum PresenterUpdate: Equatable { case thinking }
    enum ViewIntent: Equatable { case insistTap }
    enum JointInput: Equatable { case question(String) }
    enum JointOutput: Equatable { case answered(String) }
}
