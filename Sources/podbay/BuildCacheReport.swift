import Loader
import Tutor

/// What `podbay cache` and `cache` at the prompt both say: the build cache's size and place, after
/// emptying it when asked.
struct BuildCacheReport: BuildCacheReporting {
    let environment: [String: String]

    func line(clearingFirst: Bool) -> String {
        let cache = BuildCache(environment: environment)
        if clearingFirst { cache.clear() }
        return "cache: " + cache.summary()
    }
}
