import LessonKit

final class Bulb {
    var watts = 60
}

final class Lamp {
    var bulb = Bulb()
}

final class LampSwitch {
    let lamp = Lamp()
}

func roots() -> [SceneRoot] {
    [SceneRoot(label: "switch", object: LampSwitch())]
}
