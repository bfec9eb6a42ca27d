/// A stack of screens with at most one presented over it: the text world's navigation
/// controller. It owns the screens it shows; popping or dismissing one lets it go.
public final class TextNavigationController: NavigationControlling {
    public private(set) var stack: [TextScreen]
    public private(set) var presented: TextScreen?

    public init(root: TextScreen) {
        stack = [root]
        root.navigation = self
    }

    public var visible: TextScreen? { presented ?? stack.last }

    public func push(_ screen: TextScreen) {
        HopReporter.call(from: nil, to: self, "push(\(type(of: screen)))") {
            screen.navigation = self
            stack.append(screen)
        }
    }

    @discardableResult
    public func pop() -> Bool {
        guard stack.count > 1 else { return false }
        HopReporter.call(from: nil, to: self, "pop()") { _ = stack.removeLast() }
        return true
    }

    public func present(_ screen: TextScreen) {
        HopReporter.call(from: nil, to: self, "present(\(type(of: screen)))") {
            screen.navigation = self
            presented = screen
        }
    }

    @discardableResult
    public func dismiss() -> Bool {
        guard presented != nil else { return false }
        HopReporter.call(from: nil, to: self, "dismiss()") { presented = nil }
        return true
    }

    /// The path of titles, then the visible screen. One separator in both styles: `check` quotes
    /// screens drawn in ASCII (compared with the solution's) beside ones drawn for the terminal.
    public func draw(width: Int, style: FrameStyle) -> [String] {
        let separator = " > "
        var titles = stack.map(\.title)
        if let presented { titles.append(presented.title + " (presented)") }
        let path = TextWrap(width: width).lines(of: titles.joined(separator: separator))
        return path + (visible?.draw(width: width, style: style) ?? [])
    }
}
