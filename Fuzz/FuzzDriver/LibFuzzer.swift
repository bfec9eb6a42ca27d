#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer's driver, called from a target's own `main`: SwiftPM gives every executable a `main`
/// of its own, so libFuzzer's cannot be the entry point and is asked to run from ours instead.
/// Without `-sanitize=fuzzer` (PODBAY_FUZZING unset: `swift build`, `make test`) there is no driver
/// to link, and `run` replays instead: the target once on each file named, or on each file in a
/// folder named, so the entry points compile, link and run on their seeds in every build.
public enum LibFuzzer {
    /// Runs the fuzzer with `arguments` as its command line (`-runs=N corpus/` and so on) and
    /// returns its exit status.
    public static func run(arguments: [String], _ test: @escaping ([UInt8]) -> Void) -> CInt {
        #if PODBAY_FUZZING
        current = test
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var argc = CInt(arguments.count)
        return pointers.withUnsafeMutableBufferPointer { buffer in
            var argv = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &argv) { start, count in
                LibFuzzer.current?(start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
                return 0
            }
        }
        #else
        var ran = 0
        for path in arguments.dropFirst() where !path.hasPrefix("-") {
            for file in files(at: path) {
                guard let bytes = contents(of: file) else {
                    print("cannot read \(file)")
                    return 1
                }
                test(bytes)
                ran += 1
            }
        }
        print("replayed \(ran) inputs")
        return 0
        #endif
    }

    #if PODBAY_FUZZING
    /// The target libFuzzer's C callback calls (it can capture nothing).
    nonisolated(unsafe) private static var current: (([UInt8]) -> Void)?
    #else
    /// `path` itself, or the regular files in it (sorted, not recursive) when it is a folder.
    private static func files(at path: String) -> [String] {
        guard let folder = opendir(path) else { return [path] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            var raw = entry.pointee.d_name
            let name = withUnsafePointer(to: &raw) { $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) } }
            var status = stat()
            if stat(path + "/" + name, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG { names.append(name) }
        }
        return names.sorted().map { path + "/" + $0 }
    }

    private static func contents(of file: String) -> [UInt8]? {
        guard let stream = fopen(file, "rb") else { return nil }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, stream)
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }
    #endif
}

#if PODBAY_FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
#endif
