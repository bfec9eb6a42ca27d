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
/// compiler wrote them, naming the Swift file and line.
struct SourceSceneCheck {
    let environment: [String: String]

    /// Problems, one line each; empty when the lesson's scene is compiled into Podbay or builds.
    func problems(in lesson: LessonText) -> [String] {
        guard let path = SourceScene.path(of: lesson.sceneID) else { return [] }
        let named = "\(lesson.file): scene \(path)"
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
        if case .failure(let problem) = builder.build(sources, declaration) { return problem.lines }
        return []
    }
}
