/// The version `podbay --version` prints.
enum PodbayVersion {
    static let current = "0.1.0"
}
