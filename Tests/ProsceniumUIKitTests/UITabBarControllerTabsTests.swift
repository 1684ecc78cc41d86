import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// iOS 18's tabs on a tab bar controller: `init(tabs:)` shows the tabs' controllers, each tab
/// knows its tab bar controller, and `selectedTab` follows `selectedIndex`.
@Suite struct UITabBarControllerTabsTests {
    @Test func aControllerMadeWithTabsShowsTheirControllers() throws {
        let home = UITab(title: "Home", image: nil, identifier: "home") { _ in UIViewController() }
        let search = UITab(title: "Search", image: nil, identifier: "search") { _ in UIViewController() }
        let tabs = UITabBarController(tabs: [home, search])
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.viewControllers?.last === search.viewController)
        #expect(search.viewController.parent === tabs)
        #expect(home.tabBarController === tabs)
        #expect(tabs.selectedTab === home)
        tabs.selectedTab = search
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.tab(forIdentifier: "search") === search)
        tabs.tabs = [search]
        #expect(home.tabBarController == nil)
        #expect(tabs.mode == .automatic)
    }
}
