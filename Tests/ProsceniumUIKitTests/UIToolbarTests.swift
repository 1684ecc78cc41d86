import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A toolbar keeps its items and looks; a navigation controller's toolbar holds the top
/// controller's `toolbarItems` (Apple's UINavigationController reference).
@Suite struct UIToolbarTests {
    @Test func aToolbarKeepsItsItemsAndLooks() {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        bar.setItems([done], animated: true)
        bar.barStyle = .black
        #expect(bar.items?.first === done && bar.barStyle == .blackOpaque)
        #expect(bar.isTranslucent && bar.barPosition == .bottom && bar.compactAppearance == nil)
        #expect(bar.standardAppearance === bar.standardAppearance, "one default appearance, kept")
    }

    @Test func theNavigationControllersToolbarHoldsTheTopControllersItems() {
        let first = UIViewController()
        let second = UIViewController()
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        second.toolbarItems = [share]
        let nav = UINavigationController(rootViewController: first)
        #expect(nav.toolbar.items == nil)
        nav.pushViewController(second, animated: false)
        #expect(nav.toolbar.items?.first === share)
        #expect(nav.toolbar === nav.toolbar, "the same toolbar on every read")
    }

    @Test func aNavigationBarAndASearchBarKeepTheirBarStyle() {
        let bar = UINavigationBar(frame: .zero)
        let search = UISearchBar(frame: .zero)
        #expect(bar.barStyle == .default && search.barStyle == .default)
        bar.barStyle = .black
        search.barStyle = .blackTranslucent
        #expect(bar.barStyle == .black && search.barStyle.rawValue == 2)
    }
}
