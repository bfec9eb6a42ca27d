public import RoundTable
public import SuperSimple

/// The Home module's View: a tab bar over the selected tab. The window holds it as its root: it is
/// a navigation controller as the window sees one (`NavigationControlling`: what is visible, and
/// push, pop, present, dismiss go to the selected tab). It owns its tabs, as a navigation
/// controller owns its stack: a tab's module lives while its View is a tab here. A tap on the tab
/// bar becomes the intent `.tabTap(index:)`; the Joint switches with `select(_:)`.
public final class HomeTabsView: ModuleView, NavigationControlling, TabsShowing {
    public typealias Messages = HomeMessages
    public let pipeline: any PipelineViewNotifying<HomeMessages.ViewIntent>
    /// The tabs, owned.
    public private(set) var tabs: [NavigationControlling] = []
    /// Set only when built with `holdsTabsWeakly`: the tabs held weakly, so that nothing owns them.
    private var weakTabs: [WeakTab] = []
    private let holdsTabsWeakly: Bool
    private var tabCount = 0
    private var selected = 0
    private let tabBar = LabelView()

    public init(pipeline: any PipelineViewNotifying<HomeMessages.ViewIntent>, holdsTabsWeakly: Bool = false) {
        self.pipeline = pipeline
        self.holdsTabsWeakly = holdsTabsWeakly
    }

    /// The tab bar's controls, one per tab: `tasksTab`, `infoTab`.
    public static let tabControls = ["tasksTab", "infoTab"]

    public func show(tabs: [NavigationControlling]) {
        HopReporter.call(from: nil, to: self, "show(tabs:)") {
            tabCount = tabs.count
            if holdsTabsWeakly { weakTabs = tabs.map(WeakTab.init) } else { self.tabs = tabs }
        }
    }

    public func select(_ index: Int) {
        guard (0..<tabCount).contains(index) else { return }
        HopReporter.call(from: nil, to: self, "select(\(index))") { selected = index }
    }

    /// A tap on the tab bar: which tab the user wants is an intent for the module.
    public func handleTabBar(_ event: UserEvent) -> EventOutcome {
        guard case .tap(let control) = event, let index = Self.tabControls.firstIndex(of: control), index < tabCount else {
            return .refused("the tab bar has no tab '\(event)'")
        }
        pipeline.notify(intent: .tabTap(index: index))
        return .delivered
    }

    public func handlePresenter(update: HomeMessages.PresenterUpdate) {
        guard case .tabBar(let titles, let selected) = update else { return }
        let names = titles.enumerated().map { index, title in
            let name = index == selected ? "[ \(title) ]" : title
            return Self.tabControls.indices.contains(index) ? "\(name) (tap \(Self.tabControls[index]))" : name
        }
        tabBar.render(LabelRenderable(text: "Tabs: " + names.joined(separator: "   ")))
    }

    private var selectedTab: NavigationControlling? {
        guard (0..<tabCount).contains(selected) else { return nil }
        return holdsTabsWeakly ? weakTabs[selected].view : tabs[selected]
    }

    public var visible: TextScreen? { selectedTab?.visible }
    public func push(_ screen: TextScreen) { selectedTab?.push(screen) }
    @discardableResult public func pop() -> Bool { selectedTab?.pop() ?? false }
    public func present(_ screen: TextScreen) { selectedTab?.present(screen) }
    @discardableResult public func dismiss() -> Bool { selectedTab?.dismiss() ?? false }

    public func draw(width: Int, style: FrameStyle) -> [String] {
        let bar = tabBar.draw(width: width, style: style)
        guard let selectedTab else {
            return bar + TextWrap(width: width).lines(of: "(this tab's View was freed: nothing owned it)")
        }
        return bar + selectedTab.draw(width: width, style: style)
    }

    /// A tab held weakly, for the variant that breaks the rule.
    private struct WeakTab {
        weak var view: NavigationControlling?

        init(_ view: NavigationControlling) {
            self.view = view
        }
    }
}
