/// One file found in the class folder: the student it names and its bytes, or why it could not
/// be read at all.
package struct HandedInFile: Sendable {
    package enum Contents: Sendable {
        case bytes([UInt8])
        case unreadable(String)
    }

    /// The file name, as the problem lines name it.
    package let file: String
    /// The file name without `.json`: the student's row.
    package let student: String
    package let contents: Contents

    package init(file: String, contents: Contents) {
        self.file = file
        self.student = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
        self.contents = contents
    }
}
