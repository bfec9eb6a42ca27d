/// Plain classes with every kind of stored field the inspector must read.
protocol Pinging: AnyObject {}

class Base {
    var inherited: Leaf?
}

final class Leaf: Pinging {
    let label: String

    init(_ label: String) {
        self.label = label
    }
}

struct Wrapper {
    let inner: Leaf
    let count = 1
}

enum Slot {
    case empty
    case filled(Leaf)
}

final class Everything: Base {
    var strong: Leaf
    weak var weakOne: Leaf?
    unowned let unownedOne: Leaf
    unowned var unownedOptional: Leaf?
    unowned(unsafe) var unsafeOne: Leaf
    var optional: Leaf?
    var array: [Leaf]
    var dictionary: [String: Leaf]
    var wrapped: Wrapper
    var existential: Pinging?
    var closure: () -> Void
    var slot: Slot
    var number = 42

    init(_ leaves: [Leaf]) {
        strong = leaves[0]
        weakOne = leaves[1]
        unownedOne = leaves[2]
        unownedOptional = leaves[3]
        unsafeOne = leaves[4]
        optional = nil
        array = [leaves[5], leaves[6]]
        dictionary = ["b": leaves[7], "a": leaves[8]]
        wrapped = Wrapper(inner: leaves[9])
        existential = leaves[10]
        closure = {}
        slot = .filled(leaves[11])
        super.init()
        inherited = leaves[12]
    }
}

final class Pair {
    var other: Pair?
    weak var weakOther: Pair?
    var holder: Holder?
}

final class Holder {
    let held: AnyObject

    init(_ held: AnyObject) {
        self.held = held
    }
}

final class HoldsDeadUnowned {
    unowned var target: Leaf

    init(_ target: Leaf) {
        self.target = target
    }
}
