// A library's way in, as sheet libraries ship it: an extension on UIViewController that sets the
// style and delegate and presents. The app's screen (FiltersScreen.swift) only calls it, so `load`
// must follow the call into this file to find how the app presents.
import UIKit

final class LowerHalfController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let half = container.bounds.height / 2
        return CGRect(x: 0, y: half, width: container.bounds.width, height: half)
    }
}

final class LowerHalfDelegate: NSObject, UIViewControllerTransitioningDelegate {
    static let shared = LowerHalfDelegate()

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        LowerHalfController(presentedViewController: presented, presenting: presenting)
    }
}

extension UIViewController {
    func presentLowerHalf(_ sheet: UIViewController, animated: Bool = true) {
        prepareLowerHalf(sheet)
        present(sheet, animated: animated)
    }

    private func prepareLowerHalf(_ sheet: UIViewController) {
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = LowerHalfDelegate.shared
    }
}
