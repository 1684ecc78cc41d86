// Overrides of UIKit's members written in an extension of the app's own class, as PopupDialog
// overrides `viewDidLayoutSubviews()` in a `public extension` of its controller (our own code, in
// its style). UIKit's members are `@objc` on iOS, so an extension may override them; Swift on
// Linux refuses, so `load` moves each override into the class's body as a forwarder written on
// the line of its closing brace (ForwardedOverrides in the rewriter), without moving a line.
import UIKit

final public class PopupCard: UIViewController {
    let card = UIView()

    override public func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
    }
}

// swift-format-ignore: NoAccessLevelOnExtensionDeclaration
public extension PopupCard {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        card.frame = view.bounds.insetBy(dx: 20, dy: 200)
        print("viewDidLayoutSubviews, overridden in an extension, put the card at \(card.frame)")
    }
}

extension PopupCard {
    override public func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The engine's layout pass calls no controller's viewDidLayoutSubviews(): the card asks
        // for it as UIKit would after laying out, through UIViewController's own member.
        let controller: UIViewController = self
        controller.viewDidLayoutSubviews()
    }
}

final class PopupHost: UIViewController {
    func showPopup() {
        present(PopupCard(), animated: true)
    }
}
