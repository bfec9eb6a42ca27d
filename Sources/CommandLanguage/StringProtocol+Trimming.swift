extension StringProtocol {
    /// Without whitespace at either end. Native, because Foundation's `trimmingCharacters(in:)`
    /// bridges through NSString and was half of Podbay's start-up (measured with callgrind).
    package var trimmingWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
