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
    /// closed once the channel is hidden, and only the hidden one carries the verdict; the key
    /// comes on a pipe of its own, closed once read.
    @Test func theVerdictChannelIsMovedAndCarriesTheVerdict() throws {
        let ends = try #require(ChildProcess.makePipe())
        defer { close(ends.read) }
        let key = try #require(LoadedPodbayProtocol.keyPipe())
        var handover = LoadedPodbayProtocol()
        handover.verdictDescriptor = ends.write
        handover.verdictKeyDescriptor = key.read
        let hidden = try #require(handover.hideVerdictChannel())
        #expect(hidden.descriptor != ends.write && hidden.descriptor >= 100)
        #expect(hidden.key == key.key && key.key.count == 32)
        #expect(fcntl(ends.write, F_GETFD) < 0, "the number the flag said is closed")
        #expect(fcntl(key.read, F_GETFD) < 0, "the key's pipe is closed once read")
        LoadedPodbayProtocol.send(["passed": true], to: hidden)
        close(hidden.descriptor)
        let said = LoadedPodbayProtocol.authentic(String(decoding: ToolRun.readToEnd(ends.read), as: UTF8.self), key: key.key)
        #expect(LoadedPodbayProtocol.verdict([String: Bool].self, in: said) == ["passed": true])
        #expect(LoadedPodbayProtocol.verdict([String: Bool].self, in: "{\"passed\": true}\n") == nil)
    }

    /// A verdict line without the check's key (the loaded code wrote it on a descriptor it found)
    /// is not taken; one with another key neither.
    @Test func aVerdictWithoutTheKeyIsNotTaken() {
        let forged = LoadedPodbayProtocol.line(["passed": true]) + "\n"
        #expect(LoadedPodbayProtocol.authentic(forged, key: LoadedPodbayProtocol.newKey()).isEmpty)
        let other = LoadedPodbayProtocol.verdictMarker + LoadedPodbayProtocol.newKey() + " {\"passed\":true}\n"
        #expect(LoadedPodbayProtocol.authentic(other, key: LoadedPodbayProtocol.newKey()).isEmpty)
    }
}
