/// A type's name as Podbay prints it: `JointOutlet<LoginMessages.JointOutput>`.
///
/// `String(describing:)` drops the outer types of a nested one, so two different types could
/// print alike (`JointOutlet<JointOutput>` for every module); `String(reflecting:)` keeps them
/// but adds module names and, for private types, a context with an address that differs from
/// run to run, or, optimised, a private type's discriminator. This keeps the nesting and drops the
/// modules and such contexts.
enum TypeDisplayName {
    static func of(_ type: Any.Type) -> String {
        unqualified(_typeName(type, qualified: true))
    }

    /// Drops the first component (the module) of every dotted name, and parenthesised contexts
    /// such as `(unknown context at $10f3a2b0c)`.
    static func unqualified(_ reflected: String) -> String {
        let characters = Array(reflected)
        var result = ""
        var index = 0
        while index < characters.count {
            guard isIdentifier(characters[index]) else {
                result.append(characters[index])
                index += 1
                continue
            }
            var components: [String] = []
            var current = ""
            while index < characters.count {
                let character = characters[index]
                if isIdentifier(character) {
                    current.append(character)
                    index += 1
                } else if character == ".", index + 1 < characters.count,
                    isIdentifier(characters[index + 1]) || characters[index + 1] == "("
                {
                    components.append(current)
                    current = ""
                    index += 1
                    guard characters[index] == "(" else { continue }
                    // An optimised build names a private type `(Box in _18E9…)`: keep `Box`.
                    if let (name, end) = privateTypeName(characters, from: index) {
                        current = name
                        index = end
                    } else {
                        index = skippingParentheses(characters, from: index)
                    }
                } else {
                    break
                }
            }
            components.append(current)
            let kept = components.dropFirst(components.count > 1 ? 1 : 0).filter { !$0.isEmpty }
            result += kept.joined(separator: ".")
        }
        return result
    }

    private static func isIdentifier(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    /// `Name` and the index past the group, for a group `(Name in _DISCRIMINATOR)` at `start`.
    private static func privateTypeName(_ characters: [Character], from start: Int) -> (String, Int)? {
        guard let close = characters[start...].firstIndex(of: ")") else { return nil }
        let parts = characters[(start + 1)..<close].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[1] == ["i", "n"], parts[2].first == "_", !parts[0].isEmpty, parts[0].allSatisfy(isIdentifier)
        else { return nil }
        return (String(parts[0]), close + 1)
    }

    /// The index just past the parenthesised group that starts at `start`.
    private static func skippingParentheses(_ characters: [Character], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < characters.count {
            if characters[index] == "(" { depth += 1 }
            if characters[index] == ")" { depth -= 1 }
            index += 1
            if depth == 0 { break }
        }
        // The dot after the context, if any, belongs to it.
        if index < characters.count, characters[index] == "." { index += 1 }
        return index
    }

    /// `any P<Self.P.A == LoginMessages.A>` → `any P<LoginMessages.A>`: a constrained existential
    /// as Swift source writes it, by its primary associated types.
    static func constrainedExistential(_ name: String) -> String {
        var result = name
        while let start = result.firstRange(of: "Self."), let equals = result[start.upperBound...].firstRange(of: " == "),
            result[start.upperBound..<equals.lowerBound].allSatisfy({ isIdentifier($0) || $0 == "." })
        {
            result.removeSubrange(start.lowerBound..<equals.upperBound)
        }
        return result
    }
}
