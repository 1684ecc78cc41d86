// A sheet whose content scrolls, as pan-to-dismiss libraries write it (our own code): the
// presentation controller watches the scroll view's offset with key-value observation, is the
// delegate of its own pan (which may begin only while the content is at its top), and a pan
// subclass written against UIGestureRecognizerSubclass fails on a sideways drag.
import UIKit
import UIKit.UIGestureRecognizerSubclass

final class VerticalPanGestureRecognizer: UIPanGestureRecognizer {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        let now = touch.location(in: view)
        let before = touch.previousLocation(in: view)
        if abs(now.x - before.x) > abs(now.y - before.y) { state = .failed }
    }
}

final class ScrollAwarePresentationController: UIPresentationController, UIGestureRecognizerDelegate {
    let scrollView = UIScrollView()
    private var offsetObservation: NSKeyValueObservation?
    private lazy var pan: UIPanGestureRecognizer = {
        let pan = VerticalPanGestureRecognizer()
        pan.addTarget(self, action: #selector(handlePan(_:)))
        pan.delegate = self
        return pan
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: 167, width: container.bounds.width, height: container.bounds.height - 167)
    }

    override func presentationTransitionWillBegin() {
        guard let presented = presentedView else { return }
        scrollView.frame = presented.bounds
        presented.addSubview(scrollView)
        presented.addGestureRecognizer(pan)
        offsetObservation = scrollView.observe(\.contentOffset, options: [.new, .old]) { scrollView, change in
            let old = change.oldValue?.y ?? -1
            print("content offset \(Int(old)) → \(Int(scrollView.contentOffset.y))")
        }
        let corner = presented.convert(CGPoint(x: 10, y: 10), to: containerView)
        print("sheet corner in the container at \(Int(corner.x)),\(Int(corner.y))")
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        scrollView.contentOffset.y <= 0
    }

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        if pan.state == .ended, pan.translation(in: containerView).y > 100 {
            presentedViewController.dismiss(animated: true)
        }
    }
}

final class ArticleScreen: UIViewController, UIViewControllerTransitioningDelegate {
    private weak var sheet: ScrollAwarePresentationController?

    func showArticle() {
        let article = UIViewController()
        article.modalPresentationStyle = .custom
        article.transitioningDelegate = self
        present(article, animated: true) {
            self.scrollDown()
            self.scrollToTop()
        }
    }

    func scrollDown() { sheet?.scrollView.contentOffset = CGPoint(x: 0, y: 120) }
    func scrollToTop() { sheet?.scrollView.setContentOffset(.zero, animated: false) }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = ScrollAwarePresentationController(presentedViewController: presented, presenting: presenting)
        sheet = controller
        return controller
    }
}
