import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Controller members UIKit declares `open`, overridden as an app does, and read by the engine
/// where UIKit reads them: the navigation item the bar shows, the toolbar's items, the spacers'
/// class; and the unwinding, scroll-view, tab and bar-hiding members, with the answers UIKit's
/// defaults give.
@Suite struct ControllerOverridesTests {
    /// A controller with a navigation item of its own, as a subclass overrides it.
    final class OwnItem: UIViewController {
        let item = UINavigationItem(title: "Inbox")
        override var navigationItem: UINavigationItem { item }
    }

    /// A controller whose toolbar items are computed.
    final class Tools: UIViewController {
        override var toolbarItems: [UIBarButtonItem]? {
            get {
                [UIBarButtonItem.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
            }
            set {}
        }
    }

    final class Spacer: UIBarButtonItem {}

    private func stage(_ root: UIViewController) -> (Engine, UINavigationController) {
        let engine = Engine(device: .iPhoneSE)
        let nav = UINavigationController(rootViewController: root)
        engine.setRootViewController(nav)
        engine.run()
        return (engine, nav)
    }

    @Test func theBarShowsAnOverriddenNavigationItemsTitle() {
        let top = OwnItem()
        top.title = "Controller"
        let (engine, nav) = stage(top)
        #expect(nav.navigationBar.text == "Inbox")
        engine.perform { top.item.title = "Drafts" }
        #expect(nav.navigationBar.text == "Drafts", "the item's change reaches the bar")
    }

    @Test func theToolbarHoldsTheTopControllersOverriddenItems() {
        let (_, nav) = stage(Tools())
        #expect(nav.toolbar.items?.count == 2)
        #expect(nav.toolbar.items?.first?.systemItem == .flexibleSpace)
    }

    @Test func aSpacerMadeOnASubclassIsOfThatClass() {
        let fixed = Spacer.fixedSpace(8)
        #expect(type(of: fixed) == Spacer.self)
        #expect(fixed.width == 8)
        #expect(fixed.systemItem == .fixedSpace)
        #expect(type(of: UIBarButtonItem.flexibleSpace()) == UIBarButtonItem.self)
    }

    @Test func aContentScrollViewIsKeptByEdge() {
        let vc = UIViewController()
        let list = UIScrollView(frame: .zero)
        vc.setContentScrollView(list, for: .top)
        #expect(vc.contentScrollView(for: .top) === list)
        #expect(vc.contentScrollView(for: .bottom) == nil)
        let other = UIScrollView(frame: .zero)
        vc.setContentScrollView(other)
        #expect(vc.contentScrollView(for: .top) === other)
        #expect(vc.contentScrollView(for: .bottom) === other)
        vc.setContentScrollView(nil, for: .bottom)
        #expect(vc.contentScrollView(for: .bottom) == nil)
        #expect(vc.contentScrollView(for: .top) === other)
    }

    @Test func unwindingSearchesTheChildrenButTheOneHoldingTheSource() {
        let container = UIViewController()
        let first = UIViewController()
        let second = UIViewController()
        let inner = UIViewController()
        container.addChild(first)
        container.addChild(second)
        first.addChild(inner)
        let source = UIStoryboardUnwindSegueSource(source: inner, unwindAction: Selector("back"), sender: nil)
        #expect(container.childContaining(source) === first)
        let allowed = container.allowedChildrenForUnwinding(from: source)
        #expect(allowed.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
    }

    @Test func aTabsControllerKnowsItsTab() {
        var made = 0
        let tab = UITab(title: "Home", image: nil, identifier: "home") { _ in
            made += 1
            return UIViewController()
        }
        let controller = tab.viewController
        #expect(controller.tab === tab)
        #expect(tab.viewController === controller, "made once")
        #expect(made == 1)
        #expect(UIViewController().tab == nil)
    }

    @Test func theBarHidingRecognizersAreKeptAndSaidToBeInert() {
        let (engine, nav) = stage(UIViewController())
        let swipe = engine.perform { nav.barHideOnSwipeGestureRecognizer }
        #expect(nav.barHideOnSwipeGestureRecognizer === swipe)
        #expect(swipe.view == nil, "on no view: the model hides no bar by itself")
        #expect(engine.consoleLog.contains { $0.contains("barHideOnSwipeGestureRecognizer") })
    }

    @Test func anAlertSupportsSpringLoading() {
        let alert: any UISpringLoadedInteractionSupporting = UIAlertController(
            title: nil, message: nil, preferredStyle: .alert)
        #expect(!alert.isSpringLoaded)
    }
}
