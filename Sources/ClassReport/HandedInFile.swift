import TextSafety

/// One file found in the class folder: the student it names and its bytes, or why it could not
/// be read at all.
package struct HandedInFile: Sendable {
    package enum Contents: Sendable {
        case bytes([UInt8])
        case unreadable(String)
        /// Not read yet: the file's path as bytes, read (`ClassFolder.contents(of:)`) when the
        /// report decodes it, so a class's files are never all in memory at once.
        case unread(path: [UInt8])
    }

    /// The file name as problem lines show it: bytes that are not UTF-8 as U+FFFD, control
    /// characters and bidi overrides written out (`OutsideText.shown`).
    package let file: String
    /// The file name without `.json`, shown the same way: the student's row.
    package let student: String
    package let contents: Contents

    /// `name` is the file name's bytes as the folder listed them (a name need not be UTF-8).
    package init(name: [UInt8], contents: Contents) {
        let raw = String(decoding: name, as: UTF8.self)
        file = OutsideText(raw).shown
        student = OutsideText(raw.hasSuffix(".json") ? String(raw.dropLast(5)) : raw).shown
        self.contents = contents
    }

    package init(file: String, contents: Contents) {
        self.init(name: Array(file.utf8), contents: contents)
    }
}
