// real-world: load as SideMenuHarness
// real-world: trace has MDPresentationManager
// real-world: trace has MDPresentationController
// real-world: trace has MDPresentationAnimator
import UIKit

/// A screen that slides a 280-point menu in from the left with the kit's presentation manager,
/// kept in a property because a transitioning delegate is held weakly.
final class SideMenuHarness: UIViewController {
    private let menuTransition = MDPresentationManager()

    func showMenu() {
        let menu = UIViewController()
        menu.view.backgroundColor = .white
        menuTransition.config.direction = .left
        menuTransition.config.contentSize = CGSize(width: 280, height: view.bounds.height)
        menuTransition.config.clickCloseEnabled = true
        menu.modalPresentationStyle = .custom
        menu.transitioningDelegate = menuTransition
        present(menu, animated: true)
    }
}
