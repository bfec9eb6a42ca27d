public import LessonKit
import SuperSimple

/// A heap of 1,000,001 objects: one root `HeapNode`, 1,000 branches, 999 leaves on each. No shipped
/// lesson opens it; it is there for an instructor (or a test) to show what the inspector does
/// with a big graph, and what Ctrl-C does to a command that walks one.
public final class LargeHeapScene: LessonScene {
    public static let sceneID = "large-heap"
    public static let branches = 1_000
    public static let leavesPerBranch = 999

    private let root: HeapNode
    private let banner = BannerView(title: "Large heap")

    public init() {
        root = HeapNode(children: (0..<Self.branches).map { _ in
            HeapNode(children: (0..<Self.leavesPerBranch).map { _ in HeapNode() })
        })
        let count = 1 + Self.branches * (1 + Self.leavesPerBranch)
        banner.render(BannerRenderable(message: "\(count) HeapNode objects, owned in a tree from one root."))
    }

    public var roots: [SceneRoot] { [SceneRoot(label: "heap", object: root)] }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        banner.draw(width: width, style: ascii ? .ascii : .unicode)
    }
}
