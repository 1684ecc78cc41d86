import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// The navigation item's iOS 14 and 16 members, as UINavigationItem.h declares them: the back
/// button's title follows the back item's `backButtonDisplayMode` and the top item's `style` on
/// the bar the model draws; the item groups and identifiers are kept.
@Suite struct UINavigationItemStyleTests {
    private func barText(previous: (UINavigationItem) -> Void, top: (UINavigationItem) -> Void = { _ in }) -> String? {
        let engine = Engine(device: .iPhoneSE)
        let root = UIViewController()
        root.title = "Inbox"
        let nav = UINavigationController(rootViewController: root)
        engine.setRootViewController(nav)
        engine.run()
        let detail = UIViewController()
        detail.title = "Message"
        engine.perform { nav.pushViewController(detail, animated: false) }
        engine.run()
        previous(root.navigationItem)
        top(detail.navigationItem)
        return nav.bar.text
    }

    @Test func theDefaultModeShowsThePreviousTitle() {
        #expect(barText(previous: { _ in }) == "‹ Inbox   Message")
    }

    @Test func theGenericModeShowsBackInsteadOfThePreviousTitle() {
        #expect(barText(previous: { $0.backButtonDisplayMode = .generic }) == "‹ Back   Message")
        // The header: generic ignores .title and .backButtonTitle, but not .backBarButtonItem.title.
        let kept = barText(previous: {
            $0.backButtonTitle = "Mail"
            $0.backBarButtonItem = UIBarButtonItem(title: "All", style: .plain, target: nil, action: nil)
            $0.backButtonDisplayMode = .generic
        })
        #expect(kept == "‹ All   Message")
    }

    @Test func theMinimalModeShowsTheChevronAlone() {
        #expect(barText(previous: { $0.backButtonDisplayMode = .minimal }) == "‹   Message")
    }

    @Test func anEditorOnTopShowsTheChevronAlone() {
        #expect(barText(previous: { _ in }, top: { $0.style = .editor }) == "‹   Message")
        #expect(barText(previous: { _ in }, top: { $0.style = .browser }) == "‹ Inbox   Message")
    }

    @Test func theItemGroupsAndIdentifierAreKept() {
        let item = UINavigationItem(title: "Editor")
        let group = UIBarButtonItemGroup(barButtonItems: [], representativeItem: nil)
        item.centerItemGroups = [group]
        item.leadingItemGroups = [group]
        item.trailingItemGroups = [group, group]
        item.customizationIdentifier = "editor"
        item.titleMenuProvider = { suggested in UIMenu(children: suggested) }
        #expect(item.centerItemGroups.first === group)
        #expect(item.leadingItemGroups.count == 1)
        #expect(item.trailingItemGroups.count == 2)
        #expect(item.customizationIdentifier == "editor")
        #expect(item.titleMenuProvider?([])?.children.isEmpty == true)
        #expect(UINavigationItem.ItemStyle.editor.rawValue == 2)
        #expect(UINavigationItem.BackButtonDisplayMode.minimal.rawValue == 2)
    }
}
