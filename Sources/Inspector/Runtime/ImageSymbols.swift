#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The function symbols of one loaded image (an ELF executable or library), read from its file:
/// the full symbol table where the file has one (a build that was not stripped: Podbay's own
/// debug build, and every build of loaded or checked code), else the dynamic one (what a stripped
/// install keeps, which names exported functions only). The file is mapped, not read: only the
/// pages a lookup touches are loaded.
final class ImageSymbols {
    /// Whether the table is the full one: with only the dynamic one, a code address that names no
    /// symbol is unknown code, not code that has none.
    let isComplete: Bool
    private let mapping: UnsafeRawBufferPointer
    private let symbols: Range<Int>
    private let strings: Range<Int>

    /// The symbols of the ELF file at `path`; nil when it cannot be read or has no symbol table.
    /// Nothing is indexed: a release podbay's 100,000 symbols cost milliseconds to sort, which
    /// every fresh podbay would pay on its first message; `names(at:)` reads them in one pass.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 64 else { return nil }
        let length = Int(status.st_size)
        guard let base = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else { return nil }
        let file = UnsafeRawBufferPointer(start: base, count: length)
        guard let table = Self.symbolTable(in: file) else {
            munmap(base, length)
            return nil
        }
        mapping = file
        isComplete = table.isComplete
        symbols = table.symbols
        strings = table.strings
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: mapping.baseAddress), mapping.count)
    }

    /// The names (as the compiler mangled them) of the functions whose code holds each of
    /// `offsets` (addresses less the image's load bias), for those a symbol covers: one pass over
    /// the table for all of a stack's frames in this image.
    func names(at offsets: [UInt64]) -> [UInt64: String] {
        let sorted = offsets.sorted()
        var found: [UInt64: String] = [:]
        var at = symbols.lowerBound
        while at + Self.symbolSize <= symbols.upperBound, found.count < sorted.count {
            defer { at += Self.symbolSize }
            guard mapping[at + 4] & 0xf == Self.functionSymbolType else { continue }
            let start = Self.read(UInt64.self, mapping, at + 8)
            guard start != 0 else { continue }
            let end = start &+ max(Self.read(UInt64.self, mapping, at + 16), 1)
            // The first offset at or after the function's start, then each inside it.
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] < start { low = middle + 1 } else { high = middle }
            }
            while low < sorted.count, sorted[low] < end {
                if found[sorted[low]] == nil, let name = name(at: Int(Self.read(UInt32.self, mapping, at))) { found[sorted[low]] = name }
                low += 1
            }
        }
        return found
    }

    private func name(at offset: Int) -> String? {
        let start = strings.lowerBound + offset
        guard start < strings.upperBound else { return nil }
        let bytes = UnsafeRawBufferPointer(rebasing: mapping[start..<strings.upperBound])
        let end = bytes.firstIndex(of: 0) ?? bytes.count
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
    }

    // MARK: Reading ELF64 (little-endian), as `man 5 elf` lays it out.

    private static let symbolTableType: UInt32 = 2
    private static let dynamicSymbolTableType: UInt32 = 11
    private static let functionSymbolType: UInt8 = 2
    private static let symbolSize = 24

    /// The symbol table's bytes and its string table's, the full table first.
    private static func symbolTable(in file: UnsafeRawBufferPointer) -> (symbols: Range<Int>, strings: Range<Int>, isComplete: Bool)? {
        // "\x7fELF", 64-bit, little-endian.
        guard file.count > 64, file[0] == 0x7f, file[1] == 0x45, file[2] == 0x4c, file[3] == 0x46, file[4] == 2, file[5] == 1
        else { return nil }
        let sectionsAt = Int(read(UInt64.self, file, 0x28))
        let sectionSize = Int(read(UInt16.self, file, 0x3a))
        let sectionCount = Int(read(UInt16.self, file, 0x3c))
        guard sectionSize >= 64, sectionsAt > 0, sectionsAt + sectionSize * sectionCount <= file.count else { return nil }
        func section(_ index: Int) -> (type: UInt32, range: Range<Int>, link: Int)? {
            let at = sectionsAt + index * sectionSize
            let offset = Int(read(UInt64.self, file, at + 0x18))
            let size = Int(read(UInt64.self, file, at + 0x20))
            guard offset >= 0, size >= 0, offset + size <= file.count else { return nil }
            return (read(UInt32.self, file, at + 4), offset..<(offset + size), Int(read(UInt32.self, file, at + 0x28)))
        }
        for wanted in [symbolTableType, dynamicSymbolTableType] {
            for index in 0..<sectionCount {
                guard let symbols = section(index), symbols.type == wanted, symbols.link < sectionCount,
                    let strings = section(symbols.link)
                else { continue }
                return (symbols.range, strings.range, wanted == symbolTableType)
            }
        }
        return nil
    }

    private static func read<Value: FixedWidthInteger>(_ type: Value.Type, _ file: UnsafeRawBufferPointer, _ offset: Int) -> Value {
        Value(littleEndian: file.loadUnaligned(fromByteOffset: offset, as: Value.self))
    }
}
