import Foundation
@testable import Loader
import Testing

/// The hidden flags between a podbay and the loaded podbays it starts: written and read in one
/// place, first on the command line, never mistaken for the user's own arguments.
@Suite struct LoadedPodbayProtocolTests {
    @Test func whatIsWrittenIsReadBackAndTheRestIsLeftForTheParser() {
        var sent = LoadedPodbayProtocol()
        sent.isLoaded = true
        sent.checkLesson = "-odd-lesson"
        sent.checkStep = 4
        sent.scriptDescriptor = STDIN_FILENO
        let arguments = ["podbay"] + sent.arguments + ["--lessons=-d", "--load=-x.swift"]
        let (read, rest) = LoadedPodbayProtocol.read(arguments)
        #expect(read == sent)
        #expect(rest == ["podbay", "--lessons=-d", "--load=-x.swift"])
    }

    @Test func onlyTheLeadingFlagsAreRead() {
        let (read, rest) = LoadedPodbayProtocol.read(["podbay", "--width=80", "--loaded-podbay", "--check-step=2"])
        #expect(read == LoadedPodbayProtocol())
        #expect(rest == ["podbay", "--width=80", "--loaded-podbay", "--check-step=2"])
    }

    @Test func aDescriptorThatIsNotOpenReadsAsAbsent() {
        let (read, _) = LoadedPodbayProtocol.read(["podbay", "--loaded-podbay", "--pending-input=987"])
        #expect(read.isLoaded)
        #expect(read.pendingInput == nil)
    }

    /// The verdict goes through a pipe whose number the check does not keep: the flag's number is
    /// closed once the channel is hidden, and only the hidden one carries the verdict.
    @Test func theVerdictChannelIsMovedAndCarriesTheVerdict() throws {
        let ends = try #require(ChildProcess.makePipe())
        defer { close(ends.read) }
        var handover = LoadedPodbayProtocol()
        handover.verdictDescriptor = ends.write
        let hidden = try #require(handover.hideVerdictChannel())
        #expect(hidden != ends.write && hidden >= 100)
        #expect(fcntl(ends.write, F_GETFD) < 0, "the number the flag said is closed")
        LoadedPodbayProtocol.send(["passed": true], to: hidden)
        close(hidden)
        let said = String(decoding: ToolRun.readToEnd(ends.read), as: UTF8.self)
        #expect(LoadedPodbayProtocol.verdict([String: Bool].self, in: said) == ["passed": true])
        #expect(LoadedPodbayProtocol.verdict([String: Bool].self, in: "{\"passed\": true}\n") == nil)
    }
}
