/// Answers tab completion: given the text before the cursor, the words that may complete its
/// last word.
package protocol CompletionSource: AnyObject {
    /// Whole candidate words for the last (possibly empty) word of `textBeforeCursor`.
    func candidates(completing textBeforeCursor: String) -> [String]
}
