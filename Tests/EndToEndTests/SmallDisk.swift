import Foundation

/// A small tmpfs mounted for one test, to be a full disk or a read-only folder for real (as root a
/// folder's mode bits do not stop a write, and a full disk cannot be had otherwise). Mounting needs
/// root and a system that lets a container mount; where either is missing the tests that need it
/// are skipped and say why.
struct SmallDisk {
    let folder: URL

    /// Why no disk can be mounted here, or nil when one can.
    static let unavailable: String? = {
        guard getuid() == 0 else { return "mounting a small tmpfs needs root" }
        let probe = PodbayProcess.unusedFolder("podbay-small-disk-probe")
        defer { try? FileManager.default.removeItem(at: probe) }
        guard let disk = SmallDisk(at: probe, kilobytes: 16) else { return "mount -t tmpfs failed here (a container without CAP_SYS_ADMIN?)" }
        disk.unmount()
        return nil
    }()

    /// Mounts a tmpfs of `kilobytes` at `folder` (made if missing); nil when it cannot.
    init?(at folder: URL, kilobytes: Int) {
        self.folder = folder
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard Self.mount(["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path]) else { return nil }
    }

    /// Fills the disk to its last block.
    func fill() {
        let filler = folder.appendingPathComponent("filler")
        _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
        guard let handle = try? FileHandle(forWritingTo: filler) else { return }
        let block = Data(count: 4_096)
        while (try? handle.write(contentsOf: block)) != nil {}
        try? handle.close()
    }

    /// From now on nothing can be written here, whatever the files' modes say.
    func makeReadOnly() -> Bool {
        Self.mount(["-o", "remount,ro", folder.path])
    }

    func unmount() {
        _ = Self.run("/bin/umount", [folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    private static func mount(_ arguments: [String]) -> Bool {
        run("/bin/mount", arguments)
    }

    private static func run(_ program: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
