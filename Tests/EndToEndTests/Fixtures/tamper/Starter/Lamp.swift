final class Lamp {
    func label() -> String { "dark" }
}
