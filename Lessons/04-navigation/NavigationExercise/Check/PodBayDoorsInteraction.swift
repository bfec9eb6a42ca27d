// Part of lesson 4's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// The Discovery One screen's interaction; this check never taps it.
final class PodBayDoorsInteraction: PodBayDoorsInteracting {
    func didTapMainButton() {}
}
