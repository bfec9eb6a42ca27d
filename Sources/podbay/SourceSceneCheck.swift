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
import LessonFormat
import Lessons
import Loader

/// `podbay lint` on a lesson whose scene is Swift beside its text (`scene: ./Scene.swift`): the
/// source is read, must declare exactly one scene, and must build as `load` builds it (the build is
/// cached, so opening the lesson afterwards starts at once). Compiler errors are printed as the
/// compiler wrote them, naming the Swift file and line. The built program then plays the lesson's
/// `try:` lines on its scene, as lint does for the scenes compiled into Podbay.
struct SourceSceneCheck {
    let environment: [String: String]
    /// The folder lint reads, handed to the built program so it finds the same lesson text.
    let lessonsFolder: String

    /// Problems, one line each; empty when the lesson's scene is compiled into Podbay or builds.
    func problems(in lesson: LessonText) -> [String] {
        guard let path = SourceScene.path(of: lesson.sceneID) else { return [] }
        let named = "\(lesson.file):\(lesson.sceneLine): scene \(path)"
        let sources: SourceSet
        switch SourceSet.read(path) {
        case .success(let read): sources = read
        case .failure(let problem): return problem.lines.map { "\(named): \($0)" }
        }
        let scanner = SceneDeclarationScanner()
        let declarations = scanner.declarations(in: sources)
        guard declarations.count == 1, let declaration = declarations.first else {
            return [declarations.isEmpty
                ? "\(named) declares no scene (\(scanner.typeList(in: sources)))"
                : "\(named) declares \(declarations.count) scenes: " + declarations.map(\.described).joined(separator: ", ")]
        }
        let builder: UserCodeBuilder
        switch UserCodeBuilder.forRunningPodbay(lessonsFolder: LessonTextDirectory.bundled(), environment: environment) {
        case .success(let found): builder = found
        case .failure(let problem): return problem.lines.map { "\(named): \($0)" }
        }
        let built: UserCodeBuilder.Built
        switch builder.build(sources, declaration) {
        case .success(let result): built = result
        case .failure(let problem): return problem.lines
        }
        // The lesson's `try:` lines are played on the live scene, in the program just built.
        let rehearsal = SceneRehearsalRun(environment: environment).problems(
            executable: built.executable, kitFolder: builder.kit.folder, lessonID: lesson.id,
            arguments: ["--lessons=" + SourceScene.absolute(lessonsFolder)])
        switch rehearsal {
        case .success(let problems):
            // The built program read the folder by its absolute path; say it as lint was given it.
            let absolute = SourceScene.absolute(lessonsFolder) + "/"
            return problems.map { $0.hasPrefix(absolute) ? lessonsFolder + "/" + $0.dropFirst(absolute.count) : $0 }
        case .failure(let problem): return problem.lines.map { "\(named): \($0)" }
        }
    }
}
