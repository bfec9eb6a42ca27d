public import SuperSimple

/// What the Home Joint sees of its View: a tab container it fills with its children's Views and
/// switches between. Each tab is a navigation controller, as a tab of an iOS tab bar usually is.
public protocol TabsShowing: AnyObject {
    func show(tabs: [NavigationControlling])
    func select(_ index: Int)
}
