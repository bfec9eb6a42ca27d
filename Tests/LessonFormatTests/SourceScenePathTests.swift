import Foundation
import LessonFormat
import Testing

/// Paths beside a lesson text, spelt as Foundation's standardized URLs spell them.
@Suite struct SourceScenePathTests {
    @Test func pathsBesideALessonFileAreAbsoluteWithDotsTakenOut() {
        #expect(SourceScene.absolute("./Ex/A.swift", besideLessonFile: "/l/05-routing/routing.md") == "/l/05-routing/Ex/A.swift")
        #expect(SourceScene.absolute("../Shared//B", besideLessonFile: "/l/05-routing/routing.md") == "/l/Shared/B")
        #expect(SourceScene.absolute("Ex/./C/", besideLessonFile: "/l/a.md") == "/l/Ex/C")
        #expect(SourceScene.absolute("/abs/x.swift", besideLessonFile: "/l/a.md") == "/abs/x.swift")
        #expect(SourceScene.absolute("../../../..", besideLessonFile: "/l/a.md") == "/")
    }

    @Test func theyAgreeWithFoundationForARelativeLessonFile() {
        for (value, file) in [("./Ex/A.swift", "lessons/a.md"), ("../B", "x/y/b.md"), ("C.swift", "c.md")] {
            let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
            let expected = folder.appendingPathComponent(value).standardizedFileURL.path
            #expect(SourceScene.absolute(value, besideLessonFile: file) == expected)
        }
    }
}
