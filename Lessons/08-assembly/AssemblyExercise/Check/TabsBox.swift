// Part of lesson 8's exercise check, shipped with the lesson. Not yours to edit.
import SuperSimple

/// The tab bar: holds one navigation controller per tab.
final class TabsBox {
    let tabs: [TextNavigationController]

    init(tabs: [TextNavigationController]) {
        self.tabs = tabs
    }
}
