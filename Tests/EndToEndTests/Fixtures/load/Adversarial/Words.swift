// Code that does not follow the rules, for the words Podbay uses about it.
import LessonKit

final class Stranger {
    let name = "not in the scene"
}

/// Alive, held by a global, never reached from the scene's roots.
nonisolated(unsafe) let stranger = Stranger()

final class Lamp {
    unowned(unsafe) var stranger: Stranger
    var myself: Lamp?
    lazy var format: Formatter = Formatter()
    var bySwitch: [ObjectIdentifier: String] = [:]
    var switches: [Switch] = []

    init(stranger: Stranger) {
        self.stranger = stranger
    }
}

final class Formatter {
    let pattern = "yyyy"
}

final class Switch {
    var onFlip: (() -> Void)?
}

final class Bulb {
    let watts = 40
}

final class Socket {
    var bulb: Bulb?
    var spare: Bulb?
}

func roots() -> [SceneRoot] {
    let lamp = Lamp(stranger: stranger)
    lamp.myself = lamp
    _ = lamp.format
    let first = Switch(), second = Switch()
    lamp.switches = [first, second]
    lamp.bySwitch = [ObjectIdentifier(first): "first", ObjectIdentifier(second): "second"]
    let bulb = Bulb()
    let socket = Socket()
    socket.bulb = bulb
    socket.spare = bulb
    // The bulb is also held by a closure's strong capture.
    first.onFlip = { _ = bulb.watts; _ = socket }
    return [SceneRoot(label: "lamp", object: lamp)]
}
