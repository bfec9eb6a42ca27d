/// Why bytes are not a progress file, in words for the learner, and which kind of not.
package struct ProgressDocumentProblem: Error, Equatable {
    package enum Kind: Equatable, Sendable {
        /// No bytes, or only white space.
        case empty
        /// Not JSON at all (the text `progress` prints, a cut-short file).
        case notJSON
        /// JSON, but not a Podbay progress file: no `version` number and `lessons` object.
        case foreign
        /// A Podbay progress file whose fields do not read (a step that is not a number).
        case damaged
        /// A version this Podbay does not read.
        case otherVersion(Int)
    }

    package let reason: String
    package let kind: Kind

    init(reason: String, kind: Kind = .damaged) {
        self.reason = reason
        self.kind = kind
    }
}
