import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// The controls' members added to match UIKit's declarations, where they have a behaviour in the
/// model: effects, scroll views, text views' typing from code, buttons, actions, fonts and taps.
@Suite struct ControlsDeclarationsTests {
    @Test func aBlurMadeBareDrawsNothingAndAStyledOneItsVeil() {
        #expect(UIVisualEffectView(effect: UIBlurEffect()).backgroundColor == nil)
        #expect(
            UIVisualEffectView(effect: UIBlurEffect(style: .dark)).backgroundColor == Color(name: "black", alpha: 0.6))
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .fill)
        #expect(vibrancy.blurEffect.style == .light && vibrancy.style == .fill)
        let view = UIVisualEffectView(effect: vibrancy)
        #expect(view.contentView.superview === view)
    }

    @Test func bouncesSetsBothAxesAndAPinchComesWithZooming() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.bounces = false
        #expect(!scroll.bouncesHorizontally && !scroll.bouncesVertically)
        scroll.bouncesVertically = true
        #expect(scroll.bounces)
        #expect(scroll.pinchGestureRecognizer == nil)
        scroll.maximumZoomScale = 3
        let pinch = scroll.pinchGestureRecognizer
        #expect(pinch != nil && pinch === scroll.pinchGestureRecognizer && pinch?.view === scroll)
        #expect(scroll.panGestureRecognizer.view === scroll)
    }

    @Test func aRefreshControlSitsInItsScrollViewAndKeepsItsRefreshing() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let refresh = UIRefreshControl()
        scroll.refreshControl = refresh
        #expect(refresh.superview === scroll)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        scroll.refreshControl = nil
        #expect(refresh.superview == nil)
    }

    final class Editor: NSObject, UITextViewDelegate {
        var asked: [String] = []
        var changes = 0
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            asked.append("\(range.location),\(range.length):\(text)")
            return text != "no"
        }
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    @Test func aTextViewsStorageIsItsTextAndEditingItEditsTheView() {
        let textView = UITextView(frame: .zero)
        textView.text = "Hello"
        #expect(textView.textStorage.string == "Hello")
        textView.textStorage.append(NSAttributedString(string: ", world"))
        #expect(textView.text == "Hello, world")
        textView.textStorage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Bye")
        #expect(textView.text == "Bye, world")
        #expect(textView.textLayoutManager?.textContainer === textView.textContainer)
        let manager = textView.layoutManager
        #expect(manager.textStorage === textView.textStorage)
        #expect(manager.textContainers.first === textView.textContainer)
        #expect(textView.textLayoutManager == nil)
        #expect(UITextView(usingTextLayoutManager: false).textLayoutManager == nil)
    }

    @Test func aDelegateThatSaysNothingAboutTextItemsGetsUIKitsDefaults() {
        let textView = UITextView(frame: .zero)
        let editor = Editor()
        let attachment = NSTextAttachment(image: UIImage())
        let item = UITextItem(content: .textAttachment(attachment), range: NSRange(location: 2, length: 1))
        let action = UIAction(title: "Open") { _ in }
        #expect(editor.textView(textView, primaryActionFor: item, defaultAction: action) === action)
        let menu = UIMenu(title: "", children: [action])
        #expect(editor.textView(textView, menuConfigurationFor: item, defaultMenu: menu)?.menu === menu)
        #expect(
            editor.textView(
                textView, shouldInteractWith: attachment, in: item.range, interaction: .invokeDefaultAction))
    }

    @Test func typingFromCodeReplacesTheSelectionAndTellsTheDelegate() {
        let textView = UITextView(frame: .zero)
        let editor = Editor()
        textView.delegate = editor
        textView.text = "hello world"
        textView.selectedRange = NSRange(location: 6, length: 5)
        textView.insertText("there")
        #expect(textView.text == "hello there")
        #expect(textView.selectedRange == NSRange(location: 11, length: 0))
        textView.insertText("no")
        #expect(textView.text == "hello there")
        textView.deleteBackward()
        #expect(textView.text == "hello ther" && textView.hasText)
        #expect(editor.asked == ["6,5:there", "11,0:no", "10,1:"])
        #expect(editor.changes == 2)
        textView.selectedTextRange = textView.textRange(
            from: textView.beginningOfDocument, to: textView.endOfDocument)
        #expect(textView.selectedRange == NSRange(location: 0, length: 10))
    }

    @Test func aSystemButtonCarriesItsImageAndRectsFollowTheInsets() {
        let image = UIImage()
        let button = UIButton.systemButton(with: image, target: nil, action: nil)
        #expect(button.buttonType == .system && button.image(for: .normal) === image)
        #expect(UIButton.ButtonType.roundedRect == .system)
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(
            button.contentRect(forBounds: CGRect(x: 0, y: 0, width: 20, height: 10))
                == CGRect(x: 2, y: 1, width: 14, height: 6))
    }

    @Test func anActionPerformedWithASenderRunsWithIt() {
        var ran: [String] = []
        let action = UIAction(title: "Go") { ran.append($0.title) }
        action.title = "Went"
        let view = UIView()
        action.performWithSender(view, target: nil)
        #expect(ran == ["Went"])
        #expect(action.sender as AnyObject? === view)
        #expect(action.presentationSourceItem as AnyObject? === view)
    }

    final class ToolItem: UIBarButtonItem {}

    @Test func aBarItemClassHasOneProxyThatKeepsItsSettings() {
        let proxy = UIBarButtonItem.appearance()
        proxy.tintColor = .red
        #expect(UIBarButtonItem.appearance() === proxy && UIBarButtonItem.appearance().tintColor == .red)
        let toolProxy = ToolItem.appearance()
        #expect(type(of: toolProxy) == ToolItem.self && toolProxy !== proxy)
        #expect(UITabBarItem.appearance() === UITabBarItem.appearance())
        #expect(UIBarButtonItem(coder: NSCoder()) == nil)
    }

    @Test func aFontWeightNamesItsSymbolWeight() {
        #expect(UIFont.Weight.semibold.symbolWeight() == .semibold)
        #expect(UIFont.Weight(0.05).symbolWeight() == .regular)
    }

    @Test func aTapRecogniserAskingForTwoTapsLetsASingleTapPass() {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        var taps: [String] = []
        let outer = UITapGestureRecognizer(
            target: root, action: Selector("single") { _, _ in taps.append("single") })
        root.view.addGestureRecognizer(outer)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.view.addSubview(inner)
        let double = UITapGestureRecognizer(
            target: root, action: Selector("double") { _, _ in taps.append("double") })
        double.numberOfTapsRequired = 2
        inner.addGestureRecognizer(double)
        _ = engine.tap(at: CGPoint(x: 50, y: 50))
        #expect(taps == ["single"])
    }
}
