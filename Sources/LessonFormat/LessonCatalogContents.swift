import Dispatch

/// A catalog's lessons, read once: at once for a catalog made from lessons, on first use for a
/// deferred one (whichever thread asks first reads; the others wait for it).
final class LessonCatalogContents: @unchecked Sendable {
    struct Value: Sendable {
        let lessons: [LessonText]
        let broken: [LessonCatalog.BrokenLesson]
    }

    private var read: (@Sendable () -> Value)?
    private var stored: Value?
    /// A serial queue as the lock: FoundationEssentials has no NSLock.
    private let lock = DispatchQueue(label: "podbay.LessonCatalogContents")

    init(lessons: [LessonText], broken: [LessonCatalog.BrokenLesson]) {
        stored = Value(lessons: lessons, broken: broken)
    }

    init(read: @escaping @Sendable () -> Value) {
        self.read = read
    }

    var value: Value {
        lock.sync {
            if let stored { return stored }
            let value = read?() ?? Value(lessons: [], broken: [])
            stored = value
            read = nil
            return value
        }
    }
}
