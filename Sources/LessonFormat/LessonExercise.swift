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

    package init(starters: [String], solutions: [String], checkSources: [String]) {
        self.starters = starters
        self.solutions = solutions
        self.checkSources = checkSources
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
