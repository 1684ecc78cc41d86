// A view whose stored properties mark what they change, as iOS 18 code writes it (our own): a
// badge with `@UIView.Invalidating` properties (layout, display, intrinsic content size, two at
// once), a view passed where `NSCoding` and `UICoordinateSpace` are asked for, and a view removed
// with the system's `.delete` animation.
import UIKit

final class BadgeView: UIView {
    @UIView.Invalidating(.layout) var inset: CGFloat = 4
    @UIView.Invalidating(.display) var ringColor: UIColor = .systemRed
    @UIView.Invalidating(.intrinsicContentSize, .layout) var count: Int = 0

    override func setNeedsLayout() {
        super.setNeedsLayout()
        print("badge: needs layout")
    }
    override func setNeedsDisplay() {
        super.setNeedsDisplay()
        print("badge: needs display")
    }
    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        print("badge: intrinsic size invalid")
    }
}

final class BadgeSheet: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let badge = BadgeView(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        view.addSubview(badge)
        print("setting inset")
        badge.inset = 8
        print("setting the same inset")
        badge.inset = 8
        print("setting ring colour")
        badge.ringColor = .systemBlue
        print("setting count")
        badge.count = 3
        print("badge reads inset \(badge.inset), count \(badge.count)")

        let archivable: any NSCoding = badge
        let space: any UICoordinateSpace = view
        let point = badge.convert(CGPoint(x: 1, y: 2), to: space)
        print("archivable view: \(archivable is UIView); badge point in sheet: \(point.x), \(point.y)")

        let doomed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addSubview(doomed)
        UIView.perform(.delete, on: [doomed], options: [], animations: nil) { finished in
            print("deleted: \(finished), in a superview: \(doomed.superview != nil)")
        }
    }
}

final class BadgeHost: UIViewController {
    func showBadge() {
        present(BadgeSheet(), animated: true)
    }
}
