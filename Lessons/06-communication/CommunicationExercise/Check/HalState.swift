import LessonKit
import RoundTable
import SuperSimple

final class HalState {
    var questions = 0
}
