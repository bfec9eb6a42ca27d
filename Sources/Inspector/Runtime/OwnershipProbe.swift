/// A class with one field of each reference kind, read once at start to check the exact path.
final class OwnershipProbe {
    static let expected = [
        "strongField:strong", "weakField:weak", "unownedField:unowned", "unownedOptional:unowned",
        "unsafeField:unowned(unsafe)",
    ]

    var strongField: OwnershipProbe?
    weak var weakField: OwnershipProbe?
    unowned var unownedField: OwnershipProbe
    unowned var unownedOptional: OwnershipProbe?
    unowned(unsafe) var unsafeField: OwnershipProbe

    private init(target: OwnershipProbe) {
        unownedField = target
        unsafeField = target
    }
}
