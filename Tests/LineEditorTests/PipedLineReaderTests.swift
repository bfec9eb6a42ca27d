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

    @Test func aLineLongerThanTheReadBlockArrivesWhole() throws {
        let long = String(repeating: "x", count: 200_000)
        #expect(try lines(of: Array((long + "\nnext\n").utf8)) == [long, "next"])
    }

    @Test func thePipedReaderIsNotInteractive() {
        #expect(PipedLineReader(descriptor: -1).isInteractive == false)
    }
}
