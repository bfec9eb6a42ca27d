// Part of lesson 4's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// The way to the Discovery One screen, as Mission Control's interaction sees it.
protocol DiscoveryOneNavigating: AnyObject {
    func use(_ navigationController: NavigationControlling)
    func presentDiscoveryOneInterface()
}
