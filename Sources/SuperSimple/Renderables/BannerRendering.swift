/// What a banner can be told: show this renderable. Interactions see banners only through it.
public protocol BannerRendering: AnyObject {
    func render(_ renderable: BannerRenderable)
}
