/// What one assembler did during an assembly: the initializers it called itself, in order.
public struct AssemblerReport: Equatable, Sendable {
    /// The assembler's type, `DiscoveryOneAssembler`.
    public let assembler: String
    /// The types it initialized directly (not through another assembler).
    public let initializers: [String]

    /// The Assembler rule: one initializer called directly, the rest asked of other assemblers.
    public var keepsTheRule: Bool { initializers.count == 1 }

    /// `DiscoveryOneAssembler called 1 initializer: DiscoveryOneViewController (keeps the rule)`.
    public var line: String {
        let count = initializers.count == 1 ? "1 initializer" : "\(initializers.count) initializers"
        let list = initializers.isEmpty ? "" : ": " + initializers.joined(separator: ", ")
        let verdict = keepsTheRule ? "keeps the rule" : "breaks the rule: one initializer per assembler"
        return "\(assembler) called \(count)\(list) (\(verdict))"
    }
}
