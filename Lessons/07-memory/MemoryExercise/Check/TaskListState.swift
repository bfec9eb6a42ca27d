import LessonKit
import RoundTable
import SuperSimple

/// The module's State: what the Core keeps and the Presenter reads.
final class TaskListState {
    var tasks: [String] = []
}
