import Foundation
import LineEditor
import TestSupport
import Testing

@Suite struct PipedLineReaderTests {
    /// Reads every line a reader gives for `bytes` written to a pipe.
    private func lines(of bytes: [UInt8]) throws -> [String] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(bytes, to: "input")
        let descriptor = open(folder.file("input"), O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let reader = PipedLineReader(descriptor: descriptor)
        var result: [String] = []
        while case .line(let line) = reader.readLine() { result.append(line) }
        #expect(reader.readLine() == .end)
        return result
    }

    /// A byte order mark is invisible; left in, it made the first command "\u{FEFF}open".
    @Test func aByteOrderMarkAtTheStartIsDropped() throws {
        #expect(try lines(of: [0xEF, 0xBB, 0xBF] + Array("open 0\n".utf8)) == ["open 0"])
        #expect(try lines(of: [0xEF, 0xBB]) == ["\u{FFFD}"], "a lone part of one is not a mark")
    }

    @Test func linesAreSplitOnNewlinesAndCarriageReturnsDropped() throws {
        #expect(try lines(of: Array("help\r\nopen 0\n\nscreen\n".utf8)) == ["help", "open 0", "", "screen"])
    }

    @Test func aLastLineWithoutNewlineIsStillDelivered() throws {
        #expect(try lines(of: Array("help\nquit".utf8)) == ["help", "quit"])
    }

    @Test func invalidUTF8IsRepairedNotDropped() throws {
        #expect(try lines(of: [0x61, 0xFF, 0x62, 0x0A]) == ["a\u{FFFD}b"])
    }

    @Test func aLineAcrossTwoReadBlocksArrivesWhole() throws {
        // 40,000 bytes of short lines first, so the long one starts in the first 64 KB block and ends in the next.
        let short = Array(repeating: "a", count: 20_000)
        let long = String(repeating: "€", count: 10_000)
        #expect(try lines(of: Array((short.joined(separator: "\n") + "\n" + long + "\nnext\n").utf8)) == short + [long, "next"])
    }

    /// Issue #30: `head -c 3G /dev/zero | podbay` held it all. A line past `longestLine` bytes is
    /// refused while read: its start is kept, the rest dropped as it comes, the next line read.
    @Test(arguments: ["\n", ""])
    func aLinePastTheLimitIsRefusedWhileRead(ending: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let long = "tap " + String(repeating: "x", count: 3_000_000)
        try folder.write(Array((long + ending + (ending.isEmpty ? "" : "next\n")).utf8), to: "input")
        let descriptor = open(folder.file("input"), O_RDONLY)
        defer { close(descriptor) }
        let reader = PipedLineReader(descriptor: descriptor)
        #expect(reader.readLine() == .tooLong(start: String(long.prefix(PipedLineReader.longestLine))))
        if !ending.isEmpty { #expect(reader.readLine() == .line("next")) }
        #expect(reader.readLine() == .end)
    }

    @Test func aLineOfExactlyTheLimitIsTaken() throws {
        let line = String(repeating: "y", count: PipedLineReader.longestLine)
        #expect(try lines(of: Array((line + "\n").utf8)) == [line])
    }

    /// An old Mac editor's script: lines ended by a lone CR, or CR LF, or a mix.
    @Test func carriageReturnsEndLines() throws {
        #expect(try lines(of: Array("open 0\rnext\rstep".utf8)) == ["open 0", "next", "step"])
        #expect(try lines(of: Array("open 0\r\nnext\r\r\nstep\n".utf8)) == ["open 0", "next", "", "step"])
    }

    @Test func thePipedReaderIsNotInteractive() {
        #expect(PipedLineReader(descriptor: -1).isInteractive == false)
    }
}
