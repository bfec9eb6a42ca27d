import Foundation

/// Makes the mutants of one reference solution file, every operator at every place it applies, in
/// a fixed order (operators as `MutationOperator` lists them, then by line): the same file gives
/// the same mutants on every run. Two changes that give the same text are one mutant (the first).
struct MutantMaker {
    let types: DeclaredTypes

    /// One change: where (0-based line, reference numbering) and the whole changed file.
    typealias Change = (line: Int, lines: [String])

    func mutants(file: String, text: String) -> [Mutant] {
        let source = SwiftSource(text: text)
        var seen: Set<String> = [source.lines.joined(separator: "\n") + "\n"]
        var ordinals: [String: Int] = [:]
        var mutants: [Mutant] = []
        for mutation in MutationOperator.allCases {
            for change in changes(mutation, source) {
                let changed = change.lines.joined(separator: "\n") + "\n"
                guard seen.insert(changed).inserted else { continue }
                let key = "\(mutation.rawValue) \(change.line)"
                let ordinal = ordinals[key, default: 0] + 1
                ordinals[key] = ordinal
                mutants.append(Mutant(mutation: mutation, file: file, line: change.line + 1, ordinal: ordinal, text: changed))
            }
        }
        return mutants
    }

    private func changes(_ mutation: MutationOperator, _ source: SwiftSource) -> [Change] {
        switch mutation {
        case .dropWeak: dropWeak(source)
        case .dropCaptureList: captureLists(source, as: .dropped)
        case .strongCapture: captureLists(source, as: .strong)
        case .unownedCapture: captureLists(source, as: .unowned)
        case .setNotAdd: setsNotAdds(source)
        case .useKeptStrongly: useKeptStrongly(source)
        case .keepEveryArgument: keepEveryArgument(source)
        case .keepAssembled: keepAssembled(source)
        case .lazyKeep: lazyKeep(source)
        case .concreteInitializer: concreteInitializers(source)
        case .staticCache: caches(source, lazy: false)
        case .lazyCache: caches(source, lazy: true)
        case .methodReference: methodReferences(source)
        case .swapStatements: swaps(source)
        case .deleteCall: statements(source, kind: .call).map { delete($0, source) }
        case .repeatCall: statements(source, kind: .call).map { repeated($0, source) }
        case .deleteAssignment: statements(source, kind: .assignment).map { delete($0, source) }
        case .deleteGuard: statements(source, kind: .guard).map { delete($0, source) }
        }
    }
}
