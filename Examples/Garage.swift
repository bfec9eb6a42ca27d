// An engineer's file for `podbay --load Examples/Garage.swift`: a few classes of your own and one
// function that builds them and says which objects are the roots. Podbay shows the true ownership.
import LessonKit

/// A garage keeps its cars and the mechanic who services them.
final class Garage {
    let name: String
    var cars: [Car] = []
    var mechanic: Mechanic?

    init(name: String) {
        self.name = name
    }

    func park(_ car: Car) {
        cars.append(car)
        car.garage = self
    }
}

/// A car knows which garage it is parked in, weakly: the garage owns its cars, not the reverse.
final class Car {
    let plate: String
    weak var garage: Garage?
    var logbook: Logbook?

    init(plate: String) {
        self.plate = plate
    }
}

/// The service history of one car. It points back at its car strongly: a retain cycle worth
/// finding with `cycles` (make `car` weak, `reload`, and `cycles` finds none).
final class Logbook {
    var car: Car?
    var entries: [String] = []
}

/// Services the garage's cars; holds the garage it works for, unowned: it never outlives it.
final class Mechanic {
    unowned let garage: Garage

    init(garage: Garage) {
        self.garage = garage
    }
}

/// What `load` calls: build the objects, and name the ones the app itself would hold.
func roots() -> [SceneRoot] {
    let garage = Garage(name: "Clavius Base")
    garage.mechanic = Mechanic(garage: garage)
    for plate in ["EVA-1", "EVA-2"] {
        let car = Car(plate: plate)
        let logbook = Logbook()
        logbook.car = car
        car.logbook = logbook
        garage.park(car)
    }
    return [SceneRoot(label: "garage", object: garage)]
}
