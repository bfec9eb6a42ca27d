// Part of lesson 2's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// What the HAL 9000 screen sees of its pod bay doors interaction: it hands it a banner to render
/// on, and tells it what happened.
protocol PodBayDoorsInteracting: AnyObject {
    func use(_ banner: BannerRendering)
    func didTapMainButton()
}
