import LessonKit
import RoundTable
import SuperSimple

final class MissionCore: ModuleCore {
    typealias Messages = MissionMessages
}
