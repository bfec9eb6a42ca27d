import LessonKit

final class Lamp {
    var bulb: Bulb?
}

struct Bulb {}
