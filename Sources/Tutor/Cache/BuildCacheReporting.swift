/// The seam to the cache that keeps `load`'s and `check`'s builds: what `cache` at the prompt says,
/// in the words of `podbay cache`, which says it through the same type.
package protocol BuildCacheReporting {
    /// One line, `cache: …`: how much the builds take and where; `clearingFirst` empties it first.
    func line(clearingFirst: Bool) -> String
}
