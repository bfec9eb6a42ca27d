/// The window: holds the root of what is shown, and draws it. Replacing or clearing the root is
/// how a whole stack of screens is let go.
public final class TextWindow {
    public var root: NavigationControlling?

    public init(root: NavigationControlling? = nil) {
        self.root = root
    }

    public func draw(width: Int, style: FrameStyle) -> [String] {
        root?.draw(width: width, style: style) ?? TextWrap(width: width).lines(of: "(the window is empty)")
    }
}
