public import LessonKit
import SuperSimple

/// Lesson 0's scene: one `BannerView` that has been told to render one `BannerRenderable`.
public final class WelcomeScene: LessonScene {
    public static let sceneID = "welcome"

    private let banner: BannerView

    public init() {
        banner = BannerView(title: "Discovery One")
        banner.render(BannerRenderable(message: "Welcome aboard, Dave. Everything you see here is a live Swift object."))
    }

    public var roots: [SceneRoot] { [SceneRoot(label: "screen", object: banner)] }

    public func drawScreen(width: Int, ascii: Bool) -> [String] {
        banner.draw(width: width, style: ascii ? .ascii : .unicode)
    }
}
