import CommandLanguage
import Inspector
import LessonFormat
import Lessons
import Testing
import Tutor

/// The graph walker does not look inside `HoldsNoObjects` values; these scans keep that promise
/// true for every type that makes it.
@Suite struct HoldsNoObjectsTests {
    /// Class instances and closures anywhere inside `value`, found the slow way, with Mirror.
    private func objects(in value: Any) -> Int {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class || _typeName(type(of: value), qualified: false).contains(" -> ") { return 1 }
        return mirror.children.reduce(0) { $0 + objects(in: $1.value) }
    }

    @Test func theShippedLessonCatalogAndTheCommandTableHoldNoObjects() throws {
        let folder = try #require(LessonTextDirectory.bundled())
        let library = LessonLibrary(scenes: LessonScenes.catalog)
        let catalog = library.catalog(folders: [folder]).catalog
        #expect(catalog.lessons.count == 9)
        #expect(objects(in: catalog.lessons) == 0)
        #expect(objects(in: catalog.broken) == 0)
        #expect(objects(in: catalog.lessons[0]) == 0)
        #expect(objects(in: CommandTable.podbay) == 0)
    }

    @Test func aRouteHoldsOnlyText() {
        let route = RouteLog()
        route.begin(kind: .send, sender: nil, receiver: "BannerView#1", channel: nil, message: "tap again")
        route.end()
        #expect(route.steps.count == 1 && objects(in: route.steps) == 0)
        #expect(objects(in: [Leaky()]) == 1, "the scan itself finds an object when there is one")
    }
}

private final class Leaky {}
