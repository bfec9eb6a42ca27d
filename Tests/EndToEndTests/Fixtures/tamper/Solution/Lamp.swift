final class Lamp {
    func label() -> String { "lit" }
}
