import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Members real sheet code calls (issue 23's corpus), each answering as UIKit documents.
@Suite struct UIKitSurfaceTests {
    @Test func aFixedColoursChannelsAreUIKits() {
        var red: CGFloat = -1
        var green: CGFloat = -1
        var blue: CGFloat = -1
        var alpha: CGFloat = -1
        #expect(UIColor.orange.withAlphaComponent(0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue, alpha] == [1, 0.5, 0, 0.5])
        #expect(
            UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect([red, green, blue] == [0.2, 0.4, 0.6])
        var white: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: &alpha) && white == 0.25)
        #expect(!UIColor.orange.getWhite(&white, alpha: &alpha))
    }

    @Test func anAdaptiveColourHasNoFixedChannels() {
        var red: CGFloat = -1
        #expect(!UIColor.systemBackground.getRed(&red, green: nil, blue: nil, alpha: nil))
        #expect(red == -1, "the arguments are left as they were")
    }

    @Test func aConstraintTakesItsItemsAsAny() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = View()
        parent.addSubview(child)
        let item: Any = child
        let width = NSLayoutConstraint(
            item: item, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 120)
        #expect(width.firstItem === child)
        #expect(width.secondItem == nil)
    }

    @Test func aCollectionViewsContentSizeIsItsLayouts() {
        final class TallLayout: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 900) }
        }
        let collection = UICollectionView(frame: .zero, collectionViewLayout: TallLayout())
        #expect(collection.collectionViewLayout.collectionViewContentSize.height == 900)
        #expect(UICollectionViewFlowLayout().collectionViewContentSize == .zero)
        let table = UITableView(frame: .zero, style: .insetGrouped)
        #expect(table.style == .insetGrouped)
        #expect(UITableView(frame: .zero).style == .plain)
    }

    @Test func imageAdjustingIsKeptOnButtonsAndImageViews() {
        let button = UIButton(type: .system)
        #expect(!button.adjustsImageSizeForAccessibilityContentSizeCategory)
        button.adjustsImageSizeForAccessibilityContentSizeCategory = true
        let adjusting: any UIAccessibilityContentSizeCategoryImageAdjusting = button
        #expect(adjusting.adjustsImageSizeForAccessibilityContentSizeCategory)
        #expect(UIImage(named: "close", in: nil, compatibleWith: nil)?.name == "close")
        #expect(UIColor(named: "brand", in: nil, compatibleWith: nil)?.name == "brand")
    }

    @Test func performSendsTheSelectorsCallToTheObject() {
        final class Receiver: NSObject {
            var got: [String] = []
            func take(_ value: String) { got.append(value) }
        }
        let receiver = Receiver()
        // As `load` rewrites `#selector(take(_:))`.
        let selector = Selector("take(_:)") { target, sender in (target as! Receiver).take(Selector.sender(sender)) }
        receiver.perform(selector, with: "now")
        let view = UIView()
        view.perform(Selector("layoutIfNeeded") { target, _ in (target as! UIView).layoutIfNeeded() })
        #expect(receiver.got == ["now"])
    }

    @Test func aStoryboardGivesPlainControllersAndControllersHaveNone() {
        let board = UIStoryboard(name: "Main", bundle: nil)
        let made = board.instantiateViewController(withIdentifier: "Detail")
        #expect(type(of: made) == UIViewController.self)
        #expect(made.storyboard == nil)
        #expect(board.instantiateInitialViewController() != nil)
    }

    @Test func theModelLaysOutLeftToRight() {
        #expect(UIViewController().traitCollection.layoutDirection == .leftToRight)
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right])
        #expect(UIRectEdge.left.rawValue == 2)
    }
}
