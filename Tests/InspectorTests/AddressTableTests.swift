@testable import Inspector
import Testing

@Suite struct AddressTableTests {
    /// Addresses in the patterns heaps make (one allocation after another, page-aligned, far
    /// apart), each found again, and an address never stored not found.
    @Test func everyStoredAddressIsFoundAndNoOther() {
        let entries = (0..<3).map { _ in ObjectRegistry().entry(for: Leaf("x")) }
        var table = AddressTable()
        let patterns: [[UInt]] = [
            (0..<20_000).map { 0x5555_0000_0000 + UInt($0) * 48 },
            (0..<5_000).map { 0x7F00_0000_0000 + UInt($0) * 4_096 },
            (0..<1_000).map { 0x1000_0000 + UInt($0) * 0x40_0000 },
        ]
        for (pattern, entry) in zip(patterns, entries) {
            for address in pattern { table[address] = entry }
        }
        #expect(table.count == 26_000)
        for (pattern, entry) in zip(patterns, entries) {
            #expect(pattern.allSatisfy { table[$0] === entry })
        }
        #expect(table[0x5555_0000_0000 + 8] == nil)
        withExtendedLifetime(entries) {}
    }
}
