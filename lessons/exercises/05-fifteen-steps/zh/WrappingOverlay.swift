// 第 5 课的练习：《详解 iOS 8 UIPresentationController Custom Presentation》里的 demo
// （axl411，饿了么，2016）。把 TODO 填好，然后在提示符下 `check`：它会编译这个文件，
// 通过你的 delegate 做一次 present，再检查每个 view 最后在哪里。这个文件原样也能在 Xcode
// 里编译。
import UIKit

/// 把 presented controller 的 view 放进一个四边缩进 50 点的包装 view，包装 view 再放进 40% 的遮罩里。
class WrappingOverlayController: UIPresentationController {
    let dimmingView = UIView()
    /// UIKit 和 animator 看到的 presented view：controller 自己的 view 装在它里面。
    let wrapperView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    }

    // UIKit 会问好几次，所以它返回 presentationTransitionWillBegin() 搭好的那一个。
    override var presentedView: UIView? {
        // TODO: 返回包装 view，而不是 controller 自己的 view。
        super.presentedView
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        containerView?.bounds.insetBy(dx: 50, dy: 50) ?? .zero
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        // TODO: 给包装 view 设好 presented 的 frame，把 controller 自己的 view 放进去（铺满），
        // 再把包装 view 放进遮罩里。
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// 让 presented view 从五分之一大小弹到原始大小，同时淡入。
class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        // TODO: 文章里的缩放动画持续一秒。
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to)
        else { return transitionContext.completeTransition(false) }
        // TODO: 缩放动画。view 从最终 frame 开始，缩成五分之一、完全透明，再用弹簧动画
        // （damping 0.5，初速度 0）回到原始大小、完全不透明。还要留意 view 已经在哪里：
        // 下面这一行会把它从遮罩里拿出来。
        transitionContext.containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toController)
        transitionContext.completeTransition(true)
    }
}

/// present 时提供遮罩 controller 和缩放动画；dismiss 用 UIKit 自己的动画。
class WrappingOverlayDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        WrappingOverlayController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator()
    }
}
