/// Broken variant `shared-message`: what should have been a Renderable, made a class with a
/// `var`. Whoever hands it over keeps the same object, so it can change what a view shows
/// without ever telling the view to render.
public final class BannerDraft {
    public var message: String

    public init(message: String) {
        self.message = message
    }
}
