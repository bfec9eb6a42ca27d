import LessonKit
import RoundTable
import SuperSimple

final class MissionState {}
