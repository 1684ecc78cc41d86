/// The transitioning delegate `UIAlertController` sets on itself, standing for UIKit's private one:
/// it vends `AlertPresentationController` and no animator, so UIKit's own transition runs (the
/// alert cross-dissolves, an action sheet slides up from the bottom).
final class AlertTransitioning: ViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// Where UIKit puts an alert (centred, `AlertLayout.alertWidth` wide, as tall as its content) or a
/// compact-width action sheet (at the bottom of the safe area, inset `AlertLayout.sheetInset` from
/// the sides and bottom), over a dimming view named `dimming`. [?] The dimming is the sheets'
/// black at `PresentationRules.sheetDimmingAlpha`; UIKit's alert dimming is private.
final class AlertPresentationController: UIPresentationController {
    let dimmingView = View(name: "dimming")

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(PresentationRules.sheetDimmingAlpha)
        dimmingView.addGestureRecognizer(
            TapGestureRecognizer(
                targetRole: .presentationController, targetType: "AlertPresentationController",
                actionCall: "dimmingViewTapped(_:)", target: self
            ) { target in
                guard let pc = target as? AlertPresentationController else { return }
                (pc.presentedViewController as? UIAlertController)?.tappedOutside()
            })
    }

    private var alert: UIAlertController? { presentedViewController as? UIAlertController }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let alert else { return .zero }
        let safe = container.bounds.inset(by: container.safeAreaInsets)
        if alert.preferredStyle == .alert {
            let width = min(AlertLayout.alertWidth, safe.width)
            let height = min(alert.contentHeight(width: width), safe.height)
            return CGRect(
                x: safe.midX - width / 2, y: safe.midY - height / 2, width: width, height: height)
        }
        let inset = AlertLayout.sheetInset
        let width = max(0, safe.width - 2 * inset)
        let height = min(alert.contentHeight(width: width), safe.height - inset)
        return CGRect(x: safe.minX + inset, y: safe.maxY - inset - height, width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        presentedView?.cornerRadius = alert?.preferredStyle == .alert ? AlertLayout.cornerRadius : 0
        alert?.layOutContent(width: frameOfPresentedViewInContainerView.width)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 1 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 0 },
            completion: { [dimmingView] context in if context.isCancelled { dimmingView.alpha = 1 } })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    /// UIKit lays its alert out again on every pass (a rotation re-centres it).
    override func containerViewWillLayoutSubviews() {
        if let container = containerView { dimmingView.frame = container.bounds }
        let frame = frameOfPresentedViewInContainerView
        presentedView?.frame = frame
        alert?.layOutContent(width: frame.width)
    }
}
