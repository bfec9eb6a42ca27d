public import SuperSimple

/// What the Mission Control screen sees of its interaction: it can be given the navigation
/// controller the screen is shown in, and told that the open or the call button was tapped.
public protocol MissionControlInteracting: AnyObject {
    func use(_ navigationController: NavigationControlling)
    func didTapOpenButton()
    func didTapCallButton()
}
