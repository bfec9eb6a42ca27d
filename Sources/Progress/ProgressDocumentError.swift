/// Why bytes are not a progress file, in words for the learner.
struct ProgressDocumentError: Error, Equatable {
    let reason: String
}
