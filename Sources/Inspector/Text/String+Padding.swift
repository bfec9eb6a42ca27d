/// Pads a column of the inspector's text with spaces: Foundation's `padding(toLength:withPad:startingAt:)`
/// without Foundation.
extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
