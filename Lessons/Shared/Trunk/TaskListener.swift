/// One callback attached to the task manager, and the number that detaches it.
struct TaskListener {
    let id: Int
    let callback: ([TaskItem]) -> Void
}
