import LessonKit
import RoundTable
import SuperSimple

final class HalPresenter: ModulePresenter {
    typealias Messages = HalMessages
}
