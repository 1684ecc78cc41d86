import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Members added to text fields, segmented controls, menus, page controls, navigation items and
/// bar appearances to match UIKit's declarations, where the model has their behaviour.
@Suite struct ControlsAndBarsSurfaceTests {
    private final class Refusing: NSObject, UITextFieldDelegate {
        var asked: [String] = []
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            asked.append(string)
            return string != "!"
        }
    }

    @Test func typingIntoAFieldFromCodeAsksTheDelegateAndSendsEditingChanged() {
        let field = UITextField(frame: .zero)
        field.text = "ab"
        let delegate = Refusing()
        field.delegate = delegate
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.insertText("c")
        field.insertText("!")
        field.deleteBackward()
        #expect(field.text == "ab")
        #expect(delegate.asked == ["c", "!", ""])
        #expect(changes == 2)
    }

    @Test func aFieldsSelectionIsReplacedByWhatIsInserted() {
        let field = UITextField(frame: .zero)
        field.text = "hello"
        field.selectedTextRange = field.textRange(
            from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 2)!)
        field.insertText("J")
        #expect(field.text == "Jllo")
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 1)
        #expect(field.hasText && field.isEditing == false)
    }

    @Test func segmentsKeepTheirOwnSettingsAndAnActionsIdentifierFindsItsSegment() {
        let first = UIAction(title: "One", identifier: UIAction.Identifier("one")) { _ in }
        let control = UISegmentedControl(items: ["Zero", first])
        control.insertSegment(withTitle: "Last", at: 99, animated: false)
        control.setEnabled(false, forSegmentAt: 0)
        control.setWidth(40, forSegmentAt: 2)
        control.insertSegment(withTitle: "Front", at: 0, animated: false)
        #expect(
            (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["Front", "Zero", "One", "Last"])
        #expect(control.isEnabledForSegment(at: 1) == false && control.isEnabledForSegment(at: 0))
        #expect(control.widthForSegment(at: 3) == 40)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("one")) == 2)
        #expect(control.actionForSegment(at: 2) === first)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == NSNotFound)
    }

    @Test func insertingAnActionAgainMovesItsSegment() {
        let action = UIAction(title: "A", identifier: UIAction.Identifier("a")) { _ in }
        let control = UISegmentedControl(frame: .zero, actions: [action, UIAction(title: "B") { _ in }])
        control.insertSegment(action: action, at: 2, animated: false)
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 0) == "B" && control.titleForSegment(at: 1) == "A")
    }

    @Test func aMenuFindsItsSelectedElementsThroughItsSubmenus() {
        let on = UIAction(title: "On", state: .on) { _ in }
        let off = UIAction(title: "Off") { _ in }
        let deep = UIAction(title: "Deep", state: .on) { _ in }
        let menu = UIMenu(title: "Sort", options: .singleSelection, children: [on, off, UIMenu(children: [deep])])
        #expect(menu.selectedElements.map(\.title) == ["On", "Deep"])
        let replaced = menu.replacingChildren([off])
        #expect(
            replaced.identifier == menu.identifier && replaced.title == "Sort" && replaced.options == .singleSelection)
        #expect(replaced.children.count == 1 && replaced.selectedElements.isEmpty)
    }

    @Test func aPageControlPinsItsCurrentPageToThePagesItHas() {
        let pages = UIPageControl(frame: .zero)
        pages.numberOfPages = 5
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.currentPage = -3
        #expect(pages.currentPage == 0 && pages.interactionState == .none)
    }

    @Test func aNavigationItemsSingleButtonIsTheFirstOfItsList() {
        let item = UINavigationItem()
        #expect(item.title == nil)
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let add = UIBarButtonItem(title: "Add", style: .plain, target: nil, action: nil)
        item.setRightBarButtonItems([add, edit], animated: true)
        #expect(item.rightBarButtonItem === add)
        item.setLeftBarButton(edit, animated: false)
        #expect(item.leftBarButtonItems?.count == 1 && item.leftBarButtonItems?.first === edit)
        item.preferredSearchBarPlacement = .inline
        #expect(item.searchBarPlacement == .inline)
    }

    @Test func aNavigationBarAppearancesBackIndicatorIsTheChevronUntilOneIsSet() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backIndicatorImage.isSymbolImage)
        let arrow = UIImage()
        appearance.setBackIndicatorImage(arrow, transitionMaskImage: arrow)
        #expect(appearance.backIndicatorImage === arrow)
        let copied = appearance.copy() as? UINavigationBarAppearance
        #expect(copied?.backIndicatorImage === arrow)
    }
}
