import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Tutor

/// `podbay cache [--clear]`: how much disk `load` and `check` keep their builds in, and where; the
/// cache keeps itself within its bound, least recently used out first, so this only says it.
struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Say how much disk load's and check's builds take (at most 200 MB; least recently used out first).",
        discussion: "With --clear, empties the cache first: the next load or check builds again."
    )

    @Flag(name: .customLong("clear"), help: "Remove every build first.")
    var clear = false

    func run() throws {
        // The same line as `cache` at the prompt.
        let line = BuildCacheReport(environment: ProcessInfo.processInfo.environment).line(clearingFirst: clear)
        DescriptorSink.standardOutput().write(line + "\n")
    }
}
