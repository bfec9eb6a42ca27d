import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift files under some paths (a loaded file or folder, an exercise's workspace), watched
/// for saves while the prompt waits: `descriptor` becomes readable when one changed, and the line
/// readers wake on it (`readLine(waking:)`).
///
/// On Linux, inotify on each file's folder (editors save by writing a new file and renaming it
/// over the old one, which a watch on the file itself would lose) and on every folder below a
/// watched folder. Elsewhere (macOS, which builds but was not tried), a thread that compares the
/// files' sizes and times twice a second and writes a byte to a pipe.
package final class FileWatch {
    /// Readable when a watched file changed since the last `settle()`.
    package let descriptor: Int32
    /// The paths watched, as given.
    package let paths: [String]
    #if os(Linux)
    /// The file names watched in each watched folder (nil: every `.swift` file), by watch number.
    private var names: [Int32: Set<String>?] = [:]
    /// Each watched folder's path, by watch number: a saved file is said by its whole path.
    private var folderPaths: [Int32: String] = [:]
    #else
    private let wake: Int32
    private let stopped = Stopped()
    #endif

    /// Starts watching; nil when nothing can be watched (no such path, no inotify).
    package init?(paths: [String]) {
        self.paths = paths
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
        for path in paths {
            if Self.isFolder(path) == true {
                let (folders, linkedFiles) = Self.folders(under: path)
                for folder in folders {
                    let watch = inotify_add_watch(descriptor, folder, mask)
                    if watch >= 0 {
                        names[watch] = .some(nil)
                        folderPaths[watch] = folder
                    }
                }
                for file in linkedFiles { watchFile(file, mask: mask) }
            } else if Self.isFolder(path) == false {
                // A link is watched where it is (replaced, it points elsewhere) and where it leads:
                // an editor opening the link writes the file it names, in that file's folder.
                for file in Set([path, Self.resolved(path)].compactMap { $0 }) { watchFile(file, mask: mask) }
            }
        }
        guard !names.isEmpty else {
            close(descriptor)
            return nil
        }
        #else
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        descriptor = ends[0]
        wake = ends[1]
        let watched = paths, wake = ends[1], stopped = stopped
        DispatchQueue.global(qos: .utility).async {
            var last = Self.stamp(watched)
            while !stopped.value {
                usleep(500_000)
                let now = Self.stamp(watched)
                if now != last {
                    last = now
                    var byte: UInt8 = 1
                    _ = write(wake, &byte, 1)
                }
            }
            close(wake)
        }
        #endif
    }

    deinit {
        #if !os(Linux)
        stopped.value = true
        #endif
        close(descriptor)
    }

    /// Waits until the changes stop coming for `quiet` seconds (an editor's save is a burst: a
    /// temporary file, a rename, a change of mode) and takes them all: the watched Swift files
    /// they changed, sorted, each once (empty when none was). Said by their paths, so a save in
    /// a watched folder names the file, not the folder; elsewhere than Linux, the watched paths.
    package func settle(quiet: Double = 0.15) -> [String] {
        var saved: Set<String> = []
        repeat {
            saved.formUnion(takeEvents())
        } while Self.readable(descriptor, seconds: quiet)
        return saved.sorted()
    }

    /// Whether `descriptor` becomes readable within `seconds`.
    static func readable(_ descriptor: Int32, seconds: Double) -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&waiting, 1, Int32(seconds * 1000)) > 0
    }

    #if os(Linux)
    /// Watches `path`'s folder for changes to the file named `path`, beside what that folder's
    /// watch already wants (every `.swift` file, or other names).
    private func watchFile(_ path: String, mask: UInt32) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let watch = inotify_add_watch(descriptor, folder.isEmpty ? "/" : folder, mask)
        guard watch >= 0 else { return }
        if folderPaths[watch] == nil { folderPaths[watch] = folder }
        switch names[watch] {
        case .none: names[watch] = .some([name])
        case .some(.none): break
        case .some(.some(let wanted)): names[watch] = .some(wanted.union([name]))
        }
    }

    /// The file a link leads to, links followed to the end; nil when `path` is no link or leads nowhere.
    private static func resolved(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    private func takeEvents() -> Set<String> {
        var saved: Set<String> = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return saved }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (watch, length) = buffer.withUnsafeBytes { raw in
                    (raw.load(fromByteOffset: offset, as: Int32.self), Int(raw.load(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if let wanted = names[watch], wanted.map({ $0.contains(name) }) ?? name.hasSuffix(".swift") {
                    saved.insert((folderPaths[watch].map { $0 + "/" } ?? "") + name)
                }
                offset += header + length
            }
        }
    }

    /// `folder` and every folder below it (hidden ones skipped, links followed once), and the files
    /// that the `.swift` links among them lead to.
    private static func folders(under folder: String) -> (folders: [String], linkedFiles: [String]) {
        var found: [String] = []
        var linkedFiles: [String] = []
        var seen: Set<String> = []
        func walk(_ path: String) {
            guard let real = realpath(path, nil) else { return }
            defer { free(real) }
            guard seen.insert(String(cString: real)).inserted, let directory = opendir(path) else { return }
            defer { closedir(directory) }
            found.append(path)
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard !name.hasPrefix(".") else { continue }
                if name.hasSuffix(".swift"), let target = resolved(path + "/" + name) { linkedFiles.append(target) }
                guard isFolder(path + "/" + name) == true else { continue }
                walk(path + "/" + name)
            }
        }
        walk(folder)
        return (found, linkedFiles)
    }
    #else
    private func takeEvents() -> Set<String> {
        var byte: UInt8 = 0
        var any = false
        while Self.readable(descriptor, seconds: 0), read(descriptor, &byte, 1) == 1 { any = true }
        return any ? Set(paths) : []
    }

    /// The sizes and times of the Swift files under `paths`: a change in any is a save.
    private static func stamp(_ paths: [String]) -> [String: [Int]] {
        var stamps: [String: [Int]] = [:]
        func visit(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard let directory = opendir(path) else { return }
                defer { closedir(directory) }
                while let entry = readdir(directory) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                    if !name.hasPrefix(".") { visit(path + "/" + name) }
                }
            } else if path.hasSuffix(".swift") {
                stamps[path] = [Int(info.st_size), Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec)]
            }
        }
        paths.forEach(visit)
        return stamps
    }

    /// Set when the watch ends, read by its thread.
    private final class Stopped: @unchecked Sendable {
        var value = false
    }
    #endif

    /// Whether `path` (links followed) is a folder; nil when nothing is there.
    private static func isFolder(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }
}
