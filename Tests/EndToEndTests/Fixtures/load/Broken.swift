import LessonKit

final class Lamp {
    var watts: Int = "sixty"
}

func roots() -> [SceneRoot] { [SceneRoot(label: "lamp", object: Lamp())] }
