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
    /// One function: where it starts (as the file says, before the load bias), its length, and
    /// where its name starts in the string table; 32 bits each, 12 bytes a function (a release
    /// podbay has 100,000), for images under 4 GB (larger ones are not read).
    private struct Function {
        let start: UInt32
        let size: UInt32
        let name: UInt32
    }

    /// Whether the table is the full one: with only the dynamic one, a code address that names no
    /// symbol is unknown code, not code that has none.
    let isComplete: Bool
    private let functions: [Function]
    private let mapping: UnsafeRawBufferPointer
    private let strings: Range<Int>

    /// The symbols of the ELF file at `path`; nil when it cannot be read or has no symbol table.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 64, status.st_size < Int(UInt32.max) else { return nil }
        let length = Int(status.st_size)
        guard let base = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else { return nil }
        let file = UnsafeRawBufferPointer(start: base, count: length)
        guard let table = Self.symbolTable(in: file) else {
            munmap(base, length)
            return nil
        }
        mapping = file
        isComplete = table.isComplete
        strings = table.strings
        functions = Self.functions(in: file, symbols: table.symbols).sorted { $0.start < $1.start }
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: mapping.baseAddress), mapping.count)
    }

    /// The name (as the compiler mangled it) of the function whose code holds `offset` (an address
    /// less the image's load bias), if a symbol covers it.
    func name(at offset: UInt64) -> String? {
        var low = 0
        var high = functions.count
        while low < high {
            let middle = (low + high) / 2
            if UInt64(functions[middle].start) <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let function = functions[low - 1]
        guard offset < UInt64(function.start) + UInt64(max(function.size, 1)) else { return nil }
        let start = strings.lowerBound + Int(function.name)
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

    private static func functions(in file: UnsafeRawBufferPointer, symbols: Range<Int>) -> [Function] {
        var found: [Function] = []
        var at = symbols.lowerBound
        while at + symbolSize <= symbols.upperBound {
            let info = file[at + 4]
            let start = read(UInt64.self, file, at + 8)
            let size = read(UInt64.self, file, at + 16)
            if info & 0xf == functionSymbolType, start != 0, start < UInt32.max, size < UInt32.max {
                found.append(Function(start: UInt32(start), size: UInt32(size), name: read(UInt32.self, file, at)))
            }
            at += symbolSize
        }
        return found
    }

    private static func read<Value: FixedWidthInteger>(_ type: Value.Type, _ file: UnsafeRawBufferPointer, _ offset: Int) -> Value {
        Value(littleEndian: file.loadUnaligned(fromByteOffset: offset, as: Value.self))
    }
}
