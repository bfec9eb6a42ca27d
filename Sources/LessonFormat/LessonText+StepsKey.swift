extension LessonText {
    /// A short, stable name for this text's steps (their titles, in order): progress saved under
    /// one key is not this text's when a lesson folder replaces a lesson of the same id, or its
    /// steps were added, dropped or renamed, and step 5 of one is not step 5 of the other.
    /// FNV-1a, 64 bits, in hex: the same on every machine and run (Swift's `Hasher` is seeded).
    package var stepsKey: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in steps.map(\.title).joined(separator: "\n").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
