// Members declared in an extension and overridden, as Objective-C lets iOS code write them (our
// own code, in the style of sheet libraries): an animator base class adopts the animated-
// transitioning protocol in an extension and its subclasses override `animateTransition`; a
// `preferredSheetHeight` declared on UIView in an extension is overridden on UIScrollView and on a
// view of the app's own, which calls `super`. Swift on Linux refuses both overrides; `load`
// writes the dispatch out (ExtensionOverrides in the rewriter) without moving a line.
import UIKit

@objc protocol SheetSizing {
    @objc var preferredSheetHeight: CGFloat { get }
}

extension UIView: SheetSizing {
    @objc open var preferredSheetHeight: CGFloat { 200 }
}

extension UIScrollView {
    @objc open override var preferredSheetHeight: CGFloat { contentSize.height }
}

final class FormView: UIView {
    override var preferredSheetHeight: CGFloat { super.preferredSheetHeight + 44 }
}

class SheetAnimator: NSObject {
    let duration: TimeInterval
    init(duration: TimeInterval) {
        self.duration = duration
        super.init()
    }
}

extension SheetAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    // Subclasses animate; the base gives up.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(false)
    }
}

final class SheetRiseAnimator: SheetAnimator {
    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let sheet = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        let height = (sheet.subviews.first?.preferredSheetHeight ?? sheet.preferredSheetHeight)
        print("sheet height \(Int(height)); scroll view says \(Int(probe.preferredSheetHeight))")
        sheet.frame = CGRect(x: 0, y: container.bounds.height, width: container.bounds.width, height: height)
        container.addSubview(sheet)
        UIView.animate(withDuration: duration) {
            sheet.frame.origin.y = container.bounds.height - height
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }

    private var probe: UIScrollView {
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 10, height: 321)
        return scroll
    }
}

final class SheetFallAnimator: SheetAnimator {
    override func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let sheet = transitionContext.view(forKey: .from) else { return }
        let container = transitionContext.containerView
        UIView.animate(withDuration: duration) {
            sheet.frame.origin.y = container.bounds.height
        } completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

final class SizedSheetController: UIViewController, UIViewControllerTransitioningDelegate {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(FormView())
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SheetRiseAnimator(duration: 0.3)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SheetFallAnimator(duration: 0.25)
    }
}

final class SizedSheetHost: UIViewController {
    func showSheet() {
        present(SizedSheetController(nibName: nil, bundle: nil), animated: true)
    }
}
