import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A split view controller is collapsed in the model: every column is a child, and one column's
/// view fills it (the secondary's, or the one `show(_:)` asked for).
@Suite struct UISplitViewControllerTests {
    @Test func oneColumnShowsAndEveryColumnIsAChild() {
        let engine = Engine()
        let split = UISplitViewController(style: .doubleColumn)
        engine.setRootViewController(split)
        let list = UIViewController()
        let detail = UIViewController()
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        #expect(list.splitViewController === split && detail.parent === split)
        #expect(detail.view.superview === split.view && list.viewIfLoaded?.superview == nil)
        split.show(.primary)
        #expect(list.view.superview === split.view && detail.view.superview == nil)
        #expect(split.isCollapsed)
    }
}
