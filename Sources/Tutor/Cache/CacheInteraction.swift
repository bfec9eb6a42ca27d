/// What the REPL screen sees of the interaction for `cache`.
protocol CacheInteracting: AnyObject {
    func use(_ view: any MessageRendering)
    func didAskForCache(clear: Bool) -> CommandOutcome
}

/// `cache [--clear]` at the prompt: the line `podbay cache` prints, so a learner need not leave the
/// REPL to see how much disk the builds of `load` and `check` take.
final class CacheInteraction: CacheInteracting {
    private let cache: BuildCacheReporting?
    private weak var view: (any MessageRendering)?

    init(cache: BuildCacheReporting?) {
        self.cache = cache
    }

    func use(_ view: any MessageRendering) {
        self.view = view
    }

    func didAskForCache(clear: Bool) -> CommandOutcome {
        guard let cache else {
            view?.render(MessageRenderable(.error, "cache: this Podbay builds no code, so it keeps no builds"))
            return .refused
        }
        view?.render(MessageRenderable(.plain, cache.line(clearingFirst: clear)))
        return .ran
    }
}
