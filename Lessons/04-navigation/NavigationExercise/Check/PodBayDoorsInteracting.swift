// Part of lesson 4's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// What the Discovery One screen sees of its interaction, as in lesson 3.
protocol PodBayDoorsInteracting: AnyObject {
    func didTapMainButton()
}
