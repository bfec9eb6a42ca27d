/// The committed account of the mutants that survive (`Lessons/MUTANTS.md`): under a heading
/// `## Lesson N …`, one item per survivor, `- equivalent: \`name\` — why it behaves exactly as the
/// reference` or `- not yet killed: \`name\` — the wrong behaviour no check sees yet`.
///
/// An equivalent mutant cannot be killed by any check, so it leaves the count (the usual mutation
/// score: killed of the built mutants that are not equivalent); a survivor the file does not name
/// is said so, and counts as not killed.
struct SurvivorsFile {
    /// Lesson number → the names of its mutants marked equivalent.
    private(set) var equivalent: [Int: Set<String>] = [:]
    /// Lesson number → the names of its mutants marked not yet killed.
    private(set) var notYetKilled: [Int: Set<String>] = [:]

    init(text: String) {
        var lesson: Int?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let heading = line.firstMatch(of: /^##\s+Lesson\s+(\d+)/) {
                lesson = Int(heading.output.1)
                continue
            }
            guard let lesson, let item = line.firstMatch(of: /^\s*-\s+(equivalent|not yet killed):\s+`([^`]+)`/) else { continue }
            let name = String(item.output.2)
            if item.output.1 == "equivalent" {
                equivalent[lesson, default: []].insert(name)
            } else {
                notYetKilled[lesson, default: []].insert(name)
            }
        }
    }

    func isEquivalent(_ mutant: Mutant, lesson: Int) -> Bool { equivalent[lesson]?.contains(mutant.name) == true }

    func isListed(_ mutant: Mutant, lesson: Int) -> Bool {
        isEquivalent(mutant, lesson: lesson) || notYetKilled[lesson]?.contains(mutant.name) == true
    }
}
