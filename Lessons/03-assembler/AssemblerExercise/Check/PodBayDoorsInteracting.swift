import SuperSimple

/// What the Discovery One screen sees of its interaction.
protocol PodBayDoorsInteracting: AnyObject {
    func didTapMainButton()
}
