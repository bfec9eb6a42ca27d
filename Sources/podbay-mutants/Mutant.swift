/// One mutant: the reference solution's files with one change, named by the change's operator,
/// file and line (`drop-weak PodBayDoorsInteraction.swift:9`; a second change of the same kind on
/// the same line adds `#2`).
struct Mutant: Sendable {
    let mutation: MutationOperator
    /// The changed file's name.
    let file: String
    /// The changed line, 1-based, in the reference's numbering.
    let line: Int
    /// 1 for the first change of this operator on this line, 2 for the second, …
    let ordinal: Int
    /// The changed file's whole text.
    let text: String

    var name: String {
        "\(mutation.rawValue) \(file):\(line)" + (ordinal > 1 ? " #\(ordinal)" : "")
    }

    /// The name as a folder name: `drop-weak-PodBayDoorsInteraction.swift-9`.
    var slug: String {
        "\(mutation.rawValue)-\(file)-\(line)" + (ordinal > 1 ? "-\(ordinal)" : "")
    }
}
