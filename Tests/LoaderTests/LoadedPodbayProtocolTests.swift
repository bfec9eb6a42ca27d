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
        sent.freshStateFolder = "/tmp/podbay-fresh-1"
        sent.typedLine = "graph --dep"
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
    /// comes on a pipe of its own, read to its end (nothing is left there for the checked code).
    @Test func theVerdictChannelIsMovedAndCarriesTheVerdict() throws {
        let ends = try #require(ChildProcess.makePipe())
        defer { close(ends.read) }
        let key = try #require(LoadedPodbayProtocol.keyPipe())
        var handover = LoadedPodbayProtocol()
        handover.verdictDescriptor = ends.write
        handover.verdictKeyDescriptor = key.read
        func pipe(at descriptor: Int32) -> ino_t? {
            var info = stat()
            return fstat(descriptor, &info) == 0 ? info.st_ino : nil
        }
        let channel = pipe(at: ends.write)
        let hidden = try #require(handover.hideVerdictChannel())
        #expect(hidden.descriptor != ends.write && hidden.descriptor >= 100)
        #expect(hidden.key == key.key && key.key.count == 32)
        // Closed; another test's thread may have opened something at that number since, never
        // the channel (`fcntl(F_GETFD) < 0` failed once in a full run for that reason).
        #expect(pipe(at: ends.write) != channel, "the number the flag said is closed")
        LoadedPodbayProtocol.send(["passed": true], to: hidden)
        close(hidden.descriptor)
        let said = try #require(LoadedPodbayProtocol.authentic(String(decoding: ToolRun.readToEnd(ends.read), as: UTF8.self), key: key.key))
        #expect(LoadedPodbayProtocol.verdict([String: Bool].self, in: said) == ["passed": true])
        #expect(LoadedPodbayProtocol.verdict([String: Bool].self, in: "{\"passed\": true}\n") == nil)
    }

    /// A verdict line without the check's key (the loaded code wrote it on a descriptor it found)
    /// disturbs the check; one with another key too, beside the check's own verdict or alone.
    @Test func aVerdictWithoutTheKeyDisturbsTheCheck() {
        let key = LoadedPodbayProtocol.newKey()
        let own = LoadedPodbayProtocol.verdictMarker + key + " {\"passed\":false}\n"
        let forged = LoadedPodbayProtocol.line(["passed": true]) + "\n"
        #expect(LoadedPodbayProtocol.authentic(forged, key: key) == nil)
        #expect(LoadedPodbayProtocol.authentic(own + forged, key: key) == nil)
        let other = LoadedPodbayProtocol.verdictMarker + LoadedPodbayProtocol.newKey() + " {\"passed\":true}\n"
        #expect(LoadedPodbayProtocol.authentic(other, key: key) == nil)
        #expect(LoadedPodbayProtocol.authentic(other + own, key: key) == nil)
    }

    /// The law holds for any bytes beside the check's lines, not only verdict-like ones: an empty
    /// line, a line of noise, a byte with no newline after the check's verdict (it joins the
    /// verdict's line to the next). Only nothing at all beside them keeps the verdict; a keyed
    /// line cut short at the very end (the check killed as it wrote) is ignored.
    @Test func anyLineTheCheckDidNotWriteDisturbsIt() {
        let key = LoadedPodbayProtocol.newKey()
        let own = LoadedPodbayProtocol.verdictMarker + key + " {\"passed\":true}\n"
        for foreign in ["\n", "noise\n", "x"] {
            #expect(LoadedPodbayProtocol.authentic(foreign + own, key: key) == nil, "\(foreign)")
            #expect(LoadedPodbayProtocol.authentic(own + foreign, key: key) == nil, "\(foreign)")
        }
        #expect(LoadedPodbayProtocol.authentic("", key: key) == "")
        #expect(LoadedPodbayProtocol.authentic(own, key: key) == LoadedPodbayProtocol.verdictMarker + "{\"passed\":true}\n")
        let cut = LoadedPodbayProtocol.progressMarker + key + " {\"during\":\"tap\"}\n" + LoadedPodbayProtocol.verdictMarker + key + " {\"pass"
        #expect(LoadedPodbayProtocol.authentic(cut, key: key) == LoadedPodbayProtocol.progressMarker + "{\"during\":\"tap\"}\n")
    }

    /// A thousand candidate keys sprayed as verdicts pass no more than one: with the check's own
    /// verdict among them or not, the check is disturbed.
    @Test func sprayedCandidateKeysDisturbTheCheck() {
        let key = LoadedPodbayProtocol.newKey()
        let sprayed = (0..<1000).map { _ in LoadedPodbayProtocol.verdictMarker + LoadedPodbayProtocol.newKey() + " {\"passed\":true}\n" }.joined()
        #expect(LoadedPodbayProtocol.authentic(sprayed, key: key) == nil)
        #expect(LoadedPodbayProtocol.authentic(LoadedPodbayProtocol.verdictMarker + key + " {\"passed\":false}\n" + sprayed, key: key) == nil)
    }

    /// Two lines with the check's key: the loaded code learnt it (a static initializer can read
    /// the key's pipe before the check does) and wrote a verdict of its own beside the check's.
    /// Neither is taken: the check is disturbed.
    @Test func twoVerdictsWithTheKeyAreNeitherTaken() {
        let key = LoadedPodbayProtocol.newKey()
        let keyed = { (passed: Bool) in LoadedPodbayProtocol.verdictMarker + key + " {\"passed\":\(passed)}\n" }
        #expect(LoadedPodbayProtocol.authentic(keyed(false), key: key) == LoadedPodbayProtocol.verdictMarker + "{\"passed\":false}\n")
        #expect(LoadedPodbayProtocol.authentic(keyed(false) + keyed(true), key: key) == nil)
    }

    /// What a check says before each action (progress) is not a verdict: any number of those lines
    /// beside one verdict keep it, the last one said; two verdicts disturb the check.
    @Test func progressLinesBesideOneVerdictKeepIt() {
        let key = LoadedPodbayProtocol.newKey()
        let progress = { (during: String) in LoadedPodbayProtocol.progressMarker + key + " {\"during\":\"\(during)\"}\n" }
        let verdict = { (passed: Bool) in LoadedPodbayProtocol.verdictMarker + key + " {\"passed\":\(passed)}\n" }
        let said = LoadedPodbayProtocol.authentic(progress("build") + progress("tap") + verdict(false), key: key)
        #expect(said == LoadedPodbayProtocol.progressMarker + "{\"during\":\"tap\"}\n" + LoadedPodbayProtocol.verdictMarker + "{\"passed\":false}\n")
        #expect(LoadedPodbayProtocol.authentic(progress("tap") + verdict(false) + verdict(true), key: key) == nil)
    }

    /// The loaded code puts a pipe of its own in the hidden channel's place (`dup2`) to read the
    /// keyed verdict and hand on another: the check writes nothing there, nor on the real pipe.
    @Test func aVerdictIsNotWrittenOnAPipePutInTheChannelsPlace() throws {
        let real = try #require(ChildProcess.makePipe())
        defer { close(real.read) }
        let key = try #require(LoadedPodbayProtocol.keyPipe())
        var handover = LoadedPodbayProtocol()
        handover.verdictDescriptor = real.write
        handover.verdictKeyDescriptor = key.read
        let hidden = try #require(handover.hideVerdictChannel())
        let swapped = try #require(ChildProcess.makePipe())
        defer { close(swapped.read) }
        let kept = dup(hidden.descriptor)
        #expect(dup2(swapped.write, hidden.descriptor) == hidden.descriptor)
        close(swapped.write)
        LoadedPodbayProtocol.send(["passed": false], to: hidden)
        close(hidden.descriptor)
        close(kept)
        #expect(ToolRun.readToEnd(swapped.read).isEmpty, "the keyed verdict would have been read by the loaded code")
        #expect(ToolRun.readToEnd(real.read).isEmpty)
    }

    /// A pipe still held open by a process outside the child's group (a fork of the user's code
    /// that called `setsid()`) is read until the moment given, not until it ends.
    @Test func aPipeHeldOpenIsReadUntilTheMomentGiven() throws {
        let ends = try #require(ChildProcess.makePipe())
        defer { close(ends.read); close(ends.write) }
        #expect(write(ends.write, "said", 4) == 4)
        let stop = ChildProcess.monotonicSeconds() + 0.2
        let read = ToolRun.readToEnd(ends.read) { stop }
        #expect(read == Array("said".utf8))
    }
}
