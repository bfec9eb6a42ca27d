public import SuperSimple

/// The way to the Discovery One screen: pushed on the stack, or presented modally over it.
public protocol DiscoveryOneNavigating: AnyObject {
    func use(_ navigationController: NavigationControlling)
    func presentDiscoveryOneInterface()
    func presentDiscoveryOneModally()
}
