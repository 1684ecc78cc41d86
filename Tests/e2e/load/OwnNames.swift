// An app's own subclasses that declare, for their own purposes, every name the engine gives its
// views, controllers and presentation controllers and UIKit does not: loaded code must see only
// UIKit's names, so each of these is a new declaration of the app's and compiles (issue 23).
import UIKit

final class BadgeView: UIView {
    var name = "badge"
    var text = 3
    var cornerRadius = "round"
    var layerStyle = 0
    var frameInWindow = false
    var isAnimating = "no"
    var uikitExtras = [1, 2]
    var rootViewOf = 0
    func presentationValue() -> Int { 1 }
    func presentationFrame() -> Int { 2 }
    func presentationAlpha() -> Int { 3 }
    func presentationTransform() -> Int { 4 }

    init(name: String, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

final class BadgePresentationController: UIPresentationController {
    var typeName = 7
    var effectiveStyle = "own"
    var removedPresentersView = 0.5
    var engine = "v8"

    override var frameOfPresentedViewInContainerView: CGRect {
        CGRect(x: 20, y: 200, width: 335, height: 240)
    }
}

final class BadgeScreen: UIViewController, UIViewControllerTransitioningDelegate {
    var typeName = 1
    var adaptivePresentationDelegate = "mine"
    var uikitExtras = 2
    var minimumRootViewMargins = 3
    var engine = 4

    init(typeName: Int) {
        self.typeName = typeName
        super.init(nibName: nil, bundle: nil)
    }

    convenience init() { self.init(typeName: 1) }

    required init?(coder: NSCoder) {
        return nil
    }

    func showBadge() {
        let badge = UIViewController()
        badge.view.addSubview(BadgeView(name: "seven", frame: CGRect(x: 10, y: 10, width: 40, height: 40)))
        badge.modalPresentationStyle = .custom
        badge.transitioningDelegate = self
        present(badge, animated: true)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        BadgePresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// UIKit's image has no `name`: an app may add one (an asset's name, kept for analytics).
extension UIImage {
    var name: String { "asset" }
}
