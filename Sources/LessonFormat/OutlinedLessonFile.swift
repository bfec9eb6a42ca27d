/// A lesson file as read from disk, outlined but not parsed.
package struct OutlinedLessonFile: Sendable {
    package let path: String
    package let bytes: [UInt8]
    package let outline: LessonTextOutline
}
