import TextSafety

/// Pads a column of the inspector's text with spaces: Foundation's `padding(toLength:withPad:startingAt:)`
/// without Foundation, by display columns (a learner's type or field may be named in CJK or emoji).
extension String {
    func padding(toLength length: Int) -> String {
        let columns = displayColumns
        return columns >= length ? self : self + String(repeating: " ", count: length - columns)
    }
}
