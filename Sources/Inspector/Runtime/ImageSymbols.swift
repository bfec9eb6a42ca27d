#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The function symbols of one loaded image (an ELF executable or library), read from its file:
/// the full symbol table where the file has one (a build that was not stripped: Podbay's own
/// debug build, and every build of loaded or checked code), else the dynamic one (what a stripped
/// install keeps, which names exported functions only). The file is mapped, not read: the index
/// reads the symbol table once, and a lookup only the names it finds.
final class ImageSymbols {
    /// Whether the table is the full one: with only the dynamic one, a code address that names no
    /// symbol is unknown code, not code that has none.
    let isComplete: Bool
    private let mapping: UnsafeRawBufferPointer
    private let symbols: Range<Int>
    private let strings: Range<Int>
    /// The function symbols (their index in the table) by the 64 KB page their code starts in,
    /// page after page: `pageStarts[p]..<pageStarts[p + 1]` in `byPage`. Built in two counting
    /// passes, no sort (a release podbay has 100,000 symbols, read on its first message).
    private let pageStarts: [Int]
    private let byPage: [UInt32]
    private static let pageShift: UInt64 = 16
    /// How many pages before an address's own a function covering it may start: code longer
    /// than 256 KB is not named.
    private static let pagesBack = 4

    /// The symbols of the ELF file at `path`; nil when it cannot be read or has no symbol table.
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
        (pageStarts, byPage) = Self.pages(in: file, symbols: table.symbols)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: mapping.baseAddress), mapping.count)
    }

    /// The name (as the compiler mangled it) of the function whose code holds `offset` (an address
    /// less the image's load bias), if a symbol covers it.
    func name(at offset: UInt64) -> String? {
        let page = Int(offset >> Self.pageShift)
        for candidatePage in stride(from: min(page, pageStarts.count - 2), through: max(page - Self.pagesBack, 0), by: -1) {
            for index in byPage[pageStarts[candidatePage]..<pageStarts[candidatePage + 1]] {
                let at = symbols.lowerBound + Int(index) * Self.symbolSize
                let start = Self.read(UInt64.self, mapping, at + 8)
                let end = start &+ max(Self.read(UInt64.self, mapping, at + 16), 1)
                if start <= offset, offset < end { return name(at: Int(Self.read(UInt32.self, mapping, at))) }
            }
        }
        return nil
    }

    /// The function symbols grouped by the page their code starts in (counting sort).
    private static func pages(in file: UnsafeRawBufferPointer, symbols: Range<Int>) -> ([Int], [UInt32]) {
        let count = symbols.count / symbolSize
        func start(_ index: Int) -> UInt64? {
            let at = symbols.lowerBound + index * symbolSize
            guard file[at + 4] & 0xf == functionSymbolType else { return nil }
            let start = read(UInt64.self, file, at + 8)
            return start == 0 ? nil : start
        }
        var pageCount = 1
        for index in 0..<count { if let start = start(index) { pageCount = max(pageCount, Int(start >> pageShift) + 1) } }
        var starts = [Int](repeating: 0, count: pageCount + 1)
        for index in 0..<count { if let start = start(index) { starts[Int(start >> pageShift) + 1] += 1 } }
        for page in 0..<pageCount { starts[page + 1] += starts[page] }
        var filled = starts
        var byPage = [UInt32](repeating: 0, count: starts[pageCount])
        for index in 0..<count {
            guard let start = start(index) else { continue }
            let page = Int(start >> pageShift)
            byPage[filled[page]] = UInt32(index)
            filled[page] += 1
        }
        return (starts, byPage)
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
