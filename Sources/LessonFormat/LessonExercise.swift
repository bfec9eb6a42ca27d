#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What makes a step an exercise (`## Exercise: <title>`): the learner writes the code, in files
/// copied from the lesson's starters into a workspace, and `check` builds the lesson's check scene
/// with the learner's types in it and evaluates the step's goal on those live objects.
///
/// Paths are absolute, read relative to the lesson file.
package struct LessonExercise: Equatable, Sendable {
    /// The files the learner starts from, copied into the workspace under their own names.
    package let starters: [String]
    /// The reference solution: one file per starter, with the same name.
    package let solutions: [String]
    /// The Swift the lesson ships beside the learner's files, files or folders of them: builds the
    /// scene with the learner's types by name; together they declare exactly one scene, as `load`
    /// takes it.
    package let checkSources: [String]
    /// Actions on the check scene that let its screen or module go (`tap close`): after the goal,
    /// `check` plays them and asks that what went with the screen was freed (the memory laws).
    package let releases: [String]
    /// `compiler:`: the starter is meant not to compile (the exercise is to read the
    /// compiler's refusal and answer it), and its first `check` fails with an error in the starter
    /// holding this text; lint makes sure it does. Nil: the starter must compile.
    package let starterError: String?

    package init(
        starters: [String], solutions: [String], checkSources: [String], releases: [String] = [], starterError: String? = nil
    ) {
        self.starterError = starterError
        self.starters = starters
        self.solutions = solutions
        self.checkSources = checkSources
        self.releases = releases
    }

    /// A step title as a folder name: `Hold the banner weakly` → `hold-the-banner-weakly`.
    package static func slug(_ title: String) -> String {
        var slug = ""
        for character in title.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
            } else if !slug.isEmpty && slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "exercise" : slug
    }

    /// The file name a path ends in.
    package static func fileName(_ path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }
}
