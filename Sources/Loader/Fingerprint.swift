/// A 128-bit FNV-1a fingerprint (two 64-bit lanes with different seeds): enough to tell one
/// version of a set of files from another for a cache; not meant to resist an attacker, who could
/// only make their own cache entry collide with their own code.
struct Fingerprint {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x8422_2325_cbf2_9ce4

    mutating func add(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        // A separator no UTF-8 text contains, so ("ab", "c") and ("a", "bc") differ.
        mix(0xFF)
    }

    /// Adds raw bytes (a built executable), then the same separator.
    mutating func add(bytes: some Sequence<UInt8>) {
        for byte in bytes { mix(byte) }
        mix(0xFF)
    }

    private mutating func mix(_ byte: UInt8) {
        first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        second = (second ^ UInt64(byte ^ 0x5A)) &* 0x0000_0100_0000_01B3
    }

    var hex: String {
        let digits = String(first, radix: 16) + "-" + String(second, radix: 16)
        return digits
    }
}
