/// The words after `graph`: an optional object name, `--depth N`, `--format tree|edges|dot`,
/// `--self`.
struct GraphOptions: Equatable {
    enum Format: String, Equatable {
        case tree, edges, dot
    }

    struct Problem: Error, Equatable {
        let message: String
    }

    var object: String?
    var depth = Int.max
    var format = Format.tree
    var ownObjects = false

    static func parse(_ words: [String]) -> Result<GraphOptions, Problem> {
        var options = GraphOptions()
        var index = 0
        while index < words.count {
            let word = words[index]
            switch word {
            case "--self":
                options.ownObjects = true
            case "--depth", "--format":
                guard index + 1 < words.count else { return .failure(Problem(message: "\(word) needs a value")) }
                let value = words[index + 1]
                index += 1
                if word == "--depth" {
                    guard let depth = Int(value), (1...10_000).contains(depth) else {
                        return .failure(Problem(message: "--depth takes a whole number from 1 to 10000, not '\(value)'"))
                    }
                    options.depth = depth
                } else {
                    guard let format = Format(rawValue: value.lowercased()) else {
                        return .failure(Problem(message: "--format takes tree, edges or dot, not '\(value)'"))
                    }
                    options.format = format
                }
            default:
                if word.hasPrefix("--") { return .failure(Problem(message: "unknown option '\(word)'")) }
                if options.object != nil { return .failure(Problem(message: "name one object, not two")) }
                options.object = word
            }
            index += 1
        }
        return .success(options)
    }
}
