/// What navigation can ask of a navigation controller. Navigations use it; they never own it.
public protocol NavigationControlling: AnyObject {
    /// The screen the user sees: the presented one, else the top of the stack.
    var visible: TextScreen? { get }
    func push(_ screen: TextScreen)
    /// Removes the top screen (never the root); `false` when only the root is left.
    @discardableResult func pop() -> Bool
    func present(_ screen: TextScreen)
    /// Removes the presented screen; `false` when nothing is presented.
    @discardableResult func dismiss() -> Bool
    func draw(width: Int, style: FrameStyle) -> [String]
}
