import PresentationKit
import Testing

import enum FoundationEssentials.ComparisonResult

@testable import ProsceniumUIKit

/// What the classes do through the protocols and superclasses UIKit declares them with: a text
/// view as a scroll view and a text input, a colour's coding, a trait collection's image
/// configuration, the pointer styles a button keeps, TextKit 2's ranges.
@Suite struct DeclaredConformancesTests {
    final class Watcher: NSObject, UITextViewDelegate {
        var scrolls = 0
        var changes = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    @Test func aTextViewIsAScrollViewThatTellsItsDelegateOfScrollingAndTyping() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let watcher = Watcher()
        textView.delegate = watcher
        let scrollView: UIScrollView = textView
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(watcher.scrolls == 1 && textView.contentOffset.y == 40)
        #expect(textView.panGestureRecognizer.view === textView)
        textView.insertText("hi")
        #expect(watcher.changes == 1 && textView.text == "hi")
    }

    @Test func aTextViewReplacesAndReadsTextByItsPositions() {
        let textView = UITextView(frame: .zero)
        textView.text = "hello world"
        let input: any UITextInput = textView
        let start = input.position(from: input.beginningOfDocument, offset: 6)!
        let range = input.textRange(from: start, to: input.endOfDocument)!
        #expect(input.text(in: range) == "world")
        input.replace(range, withText: "there")
        #expect(textView.text == "hello there")
        #expect(textView.selectedRange == NSRange(location: 11, length: 0))
    }

    @Test func aTextViewHasOneFindInteractionOnlyWhileFindingIsEnabled() {
        let textView = UITextView(frame: .zero)
        #expect(textView.findInteraction == nil)
        textView.isFindInteractionEnabled = true
        let find = textView.findInteraction
        #expect(find != nil && find === textView.findInteraction && find?.view === textView)
        #expect(find?.isFindNavigatorVisible == false)
    }

    @Test func aColourEncodedAndDecodedIsTheSameColour() {
        let coder = NSCoder()
        UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).encode(with: coder)
        let decoded = UIColor(coder: coder)
        #expect(decoded == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        #expect(UIColor.supportsSecureCoding)
    }

    @Test func aPatternColourIsNamedPattern() {
        #expect(UIColor(patternImage: UIImage()).name == "pattern")
    }

    @Test func aTraitCollectionsImageConfigurationCarriesItsTraits() {
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        #expect(traits.imageConfiguration.traitCollection === traits)
    }

    @Test func aPointerEffectKeepsItsPreviewAndAButtonItsProvider() {
        let button = UIButton(type: .system)
        let preview = UITargetedPreview(view: button)
        #expect(UIPointerEffect.hover(preview, prefersShadow: true).preview === preview)
        button.pointerStyleProvider = { _, effect, _ in UIPointerStyle(effect: effect) }
        let style = button.pointerStyleProvider?(button, .lift(preview), .verticalBeam(length: 20))
        #expect(style?.effect.map { $0.preview === preview } == true)
    }

    @Test func aCameraTextActionCarriesItsIdentifierAndTypesNothing() {
        let textView = UITextView(frame: .zero)
        let action = UIAction.captureTextFromCamera(responder: textView, identifier: UIAction.Identifier("scan"))
        #expect(action.identifier == UIAction.Identifier("scan"))
        action.performWithSender(nil, target: nil)
        #expect(textView.text == "")
    }

    final class Offset: NSObject, NSTextLocation {
        let value: Int
        init(_ value: Int) { self.value = value }
        func compare(_ location: any NSTextLocation) -> ComparisonResult {
            let other = (location as? Offset)?.value ?? 0
            return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
        }
    }

    @Test func aTextRangeEndingBeforeItStartsIsNotMade() {
        #expect(NSTextRange(location: Offset(5), end: Offset(2)) == nil)
        let range = NSTextRange(location: Offset(2), end: Offset(5))
        #expect(range?.contains(Offset(4)) == true && range?.contains(Offset(5)) == false)
        #expect(NSTextRange(location: Offset(3)).isEmpty)
    }

    @Test func aRecogniserTakesEveryTouchTypeAndTheSelectPressByDefault() {
        let tap = UITapGestureRecognizer()
        #expect(tap.allowedTouchTypes.map(\.intValue) == [0, 1, 2, 3])
        #expect(tap.allowedPressTypes.map(\.intValue) == [UIPress.PressType.select.rawValue])
    }
}
