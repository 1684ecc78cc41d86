import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// `X()` for the classes whose `init()` UIKit's headers leave available (NSObject's, or one the
/// class declares): what each makes, and the subclass shapes Xcode accepts for it.
@MainActor
@Suite struct PlainInitialiserTests {
    /// A text storage of the app's, as TextKit subclasses write it: `override init()`, since
    /// NSAttributedString's `init()` is designated.
    final class HighlightingStorage: NSTextStorage {
        override init() { super.init() }
    }

    /// A key command of the app's: UIKeyCommand.h declares `init` designated.
    final class EscapeCommand: UIKeyCommand {
        override init() { super.init() }
        required init?(coder: NSCoder) { nil }
    }

    /// Layout attributes of the app's: `init()` designated, as NSObject's.
    final class BadgeAttributes: UICollectionViewLayoutAttributes {
        var badge = 0
        override init() { super.init() }
    }

    /// A range class of the app's, as a custom `UITextInput` declares one: its own positions over
    /// UITextRange's designated `init()`.
    final class OffsetRange: UITextRange {
        let from: UITextPosition
        let to: UITextPosition
        init(from: UITextPosition, to: UITextPosition) {
            self.from = from
            self.to = to
            super.init()
        }
        override var start: UITextPosition { from }
        override var end: UITextPosition { to }
        override var isEmpty: Bool { from === to }
    }

    @Test func aTextRangeOfTheAppsAnswersWithItsOwnPositions() {
        let here = UITextPosition()
        let there = UITextPosition()
        let range: UITextRange = OffsetRange(from: here, to: there)
        #expect(range.start === here)
        #expect(range.end === there)
        #expect(!range.isEmpty)
        #expect(UITextRange().isEmpty)
    }

    @Test func aPlainBarButtonItemGroupHasNoItemsAndNoRepresentative() {
        let group = UIBarButtonItemGroup()
        #expect(group.barButtonItems.isEmpty)
        #expect(group.representativeItem == nil)
        #expect(UISwipeActionsConfiguration().actions.isEmpty)
    }

    @Test func anEmptyMutableAttributedStringTakesTheTextAndAttributesAppended() {
        let text = NSMutableAttributedString()
        #expect(text.length == 0)
        #expect(text.string == "")
        text.append(NSAttributedString(string: "Hi", attributes: [.kern: 2]))
        text.append(NSAttributedString(string: "!"))
        #expect(text.string == "Hi!")
        var range = NSRange(location: 0, length: 0)
        #expect(text.attribute(.kern, at: 0, effectiveRange: &range) as? Int == 2)
        #expect(range == NSRange(location: 0, length: 2))
        #expect(text.attribute(.kern, at: 2, effectiveRange: nil) == nil)
    }

    @Test func anEmptyAttributedStringHasNoCharactersAndNoAttributes() {
        let text = NSAttributedString()
        #expect(text.length == 0)
        var range = NSRange(location: 0, length: 0)
        #expect(text.attributes(at: 0, effectiveRange: &range).isEmpty)
        #expect(range.location == NSNotFound)
    }

    @Test func aTextStorageSubclassMadeWithInitIsEmptyAndEditable() {
        let storage = HighlightingStorage()
        storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "note")
        #expect(storage.string == "note")
        #expect(storage.layoutManagers.isEmpty)
    }

    @Test func aPlainKeyCommandHasNoInputNoModifiersAndAnActionNothingAnswers() {
        let command = UIKeyCommand()
        #expect(command.input == nil)
        #expect(command.modifierFlags.isEmpty)
        #expect(command.title == "")
        #expect(!command.action.responds(UIView()))
        #expect(EscapeCommand().input == nil)
    }

    @Test func aPlainSearchControllerHasNoResultsController() {
        let search = UISearchController()
        #expect(search.searchResultsController == nil)
        #expect(!search.isActive)
    }

    @Test func aPlainPageViewControllerCurlsHorizontally() {
        let pages = UIPageViewController()
        #expect(pages.transitionStyle == .pageCurl)
        #expect(pages.navigationOrientation == .horizontal)
        #expect(pages.spineLocation == .min)
    }

    @Test func plainLayoutAttributesAreACellsWithAZeroFrame() {
        let attributes = BadgeAttributes()
        #expect(attributes.representedElementCategory == .cell)
        #expect(attributes.representedElementKind == nil)
        #expect(attributes.frame == .zero)
        #expect(attributes.alpha == 1)
        #expect(!attributes.isHidden)
    }

    @Test func aPlainInterpolatingEffectHasNoKeyPathAndTheHorizontalAxis() {
        let effect = UIInterpolatingMotionEffect()
        #expect(effect.keyPath == "")
        #expect(effect.type == .tiltAlongHorizontalAxis)
        #expect(effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0)) == nil)
    }
}
