#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `podbay lint` on a lesson with its own Swift scene: the program `load` built (a loaded podbay
/// carrying the scene) is run once to play the lesson's `try:` lines on the live scene, as lint
/// plays those of the scenes compiled into Podbay, and it writes the problems it found on a pipe
/// of its own (the scene's code writes to standard output).
package struct SceneRehearsalRun {
    package let environment: [String: String]

    package init(environment: [String: String]) {
        self.environment = environment
    }

    /// The problems (`file:line: message`) the loaded podbay at `executable` found in lesson
    /// `lessonID`, read with `arguments` (the lessons folder); or why it said none.
    package func problems(
        executable: String, kitFolder: String, lessonID: String, arguments: [String]
    ) -> Result<[String], LoadProblem> {
        var childEnvironment = environment
        childEnvironment[PodbayKit.environmentKey] = kitFolder
        guard let pipe = ChildProcess.makePipe() else { return .failure(LoadProblem("lint: cannot make a pipe")) }
        defer { close(pipe.read) }
        guard let key = LoadedPodbayProtocol.keyPipe() else {
            close(pipe.write)
            return .failure(LoadProblem("lint: cannot make a pipe"))
        }
        var handover = LoadedPodbayProtocol()
        handover.isLoaded = true
        handover.rehearseLesson = lessonID
        handover.verdictDescriptor = 3
        handover.verdictKeyDescriptor = 4
        var launch = ChildProcess.Launch(executable: executable, arguments: handover.arguments + arguments, environment: childEnvironment)
        launch.moved = [(pipe.write, 3), (key.read, 4)]
        launch.confinement = .check
        let limit = ExerciseBuild.timeLimit(environment: environment)
        // Read while it runs, as a check's channel is: a scene that writes more than the pipe
        // holds is neither left blocked until the time limit nor read past what a verdict can be.
        let channel = BackgroundRead(pipe.read, keeping: ExerciseBuild.verdictBytes)
        let run = ToolRun.run(launch, timeLimit: limit, closingAfterStart: [pipe.write, key.read])
        let read = channel.finish()
        if run.timedOut { return .failure(LoadProblem("its scene did not finish the lesson's tries in \(limit) s and was stopped")) }
        if let signal = run.signal {
            return .failure(LoadProblem("its scene stopped with \(LoadedPodbay.describe(signal)) while the lesson's tries were played"))
        }
        guard read.count <= ExerciseBuild.verdictBytes,
            let said = LoadedPodbayProtocol.authentic(String(decoding: read, as: UTF8.self), key: key.key)
        else {
            return .failure(LoadProblem("its scene's code wrote on lint's own channel, so nothing lint found there is taken"))
        }
        guard let problems = LoadedPodbayProtocol.verdict([String].self, in: said) else {
            let output = run.output.split(separator: "\n").last.map { ": " + $0 } ?? ""
            return .failure(LoadProblem("its scene ended (status \(run.status)) before the lesson's tries were played" + output))
        }
        return .success(problems)
    }
}
