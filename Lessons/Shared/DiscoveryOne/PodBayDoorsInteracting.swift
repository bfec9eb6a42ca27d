public import SuperSimple

/// What a screen sees of the pod-bay-doors interaction: it can be given a banner, and told that
/// the main button was tapped.
public protocol PodBayDoorsInteracting: AnyObject {
    func use(_ banner: BannerRendering)
    func didTapMainButton()
}
