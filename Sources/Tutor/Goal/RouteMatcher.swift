#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import CommandLanguage
package import Inspector

/// Finds a lesson's route texts in the route as `route` prints it in ASCII.
///
/// A text that names no object number (`LoginCore.handleView(intent:)`) matches whichever
/// object of that type took the hop, so a goal still holds after the scene was rebuilt and the
/// numbers moved on; a text with a number (`LoginCore#2`) must match it exactly.
package struct RouteMatcher {
    private let lines: [String]
    private let unnumbered: [String]

    package init(route: [RouteLog.Step]) {
        lines = RouteText(symbols: .ascii).lines(for: route)
        unnumbered = lines.map(Self.removingNumbers)
    }

    package func contains(_ text: String) -> Bool {
        firstLine(containing: text, from: 0) != nil
    }

    /// The first line, as `route` prints it in ASCII without its indent, that has `text`; nil when none has.
    package func line(containing text: String) -> String? {
        firstLine(containing: text, from: 0).map { lines[$0].trimmingWhitespace }
    }

    /// Whether the texts appear on lines in this order, each on a later line than the one before.
    package func containsInOrder(_ texts: [String]) -> Bool {
        foundInOrder(texts) == texts.count
    }

    /// How many of the texts, from the first, appear on lines in this order: where an order
    /// goal first fails.
    package func foundInOrder(_ texts: [String]) -> Int {
        var next = 0
        for (index, text) in texts.enumerated() {
            guard let line = firstLine(containing: text, from: next) else { return index }
            next = line + 1
        }
        return texts.count
    }

    private func firstLine(containing text: String, from start: Int) -> Int? {
        let searched = Self.namesNumber(text) ? lines : unnumbered
        guard start < searched.count else { return nil }
        return searched[start...].firstIndex { $0.contains(text) }
    }

    /// `Type#12` → `Type`: object numbers dropped; a `#` not followed by a digit stays.
    static func removingNumbers(_ line: String) -> String {
        let characters = Array(line)
        var result = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "#", index + 1 < characters.count, characters[index + 1].isASCII,
                characters[index + 1].isNumber
            {
                index += 1
                while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    private static func namesNumber(_ text: String) -> Bool {
        removingNumbers(text) != text
    }
}
