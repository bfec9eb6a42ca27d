/// Which tab is selected, and the tabs' titles: the Core writes, the Presenter reads.
public final class HomeState {
    public let titles = ["Tasks", "Info"]
    public var selected = 0

    public init() {}
}
