import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A page view controller shows one page, a child whose view fills its own; setting another
/// page removes the first with UIKit's containment calls.
@Suite struct UIPageViewControllerTests {
    final class Page: UIViewController {
        var parents: [String] = []
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            parents.append(parent == nil ? "none" : "pages")
        }
    }

    @Test func settingAPageReplacesTheOneShown() {
        let engine = Engine()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        engine.setRootViewController(pages)
        let first = Page()
        let second = Page()
        var finished: Bool?
        pages.setViewControllers([first], direction: .forward, animated: false)
        #expect(first.parent === pages && first.view.superview === pages.view)
        #expect(first.view.frame == pages.view.bounds)
        pages.setViewControllers([second], direction: .reverse, animated: true) { finished = $0 }
        #expect(first.parent == nil && first.view.superview == nil)
        #expect(first.parents == ["pages", "none"])
        #expect(pages.viewControllers?.first === second && pages.children.count == 1)
        #expect(finished == true)
    }
}
