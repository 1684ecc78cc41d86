import PresentationKit

/// The `UIPresentationController` subclass, written as `PlaygroundPresentationController`
/// behaves: frame, size, dimming view, wrapper, corner radius, layout and clean-up, each only
/// when the configuration asks for it.
enum PresentationControllerCode {
    static func write(_ plan: CodePlan, into s: inout SwiftSource) {
        let c = plan.config
        s.doc(summary(plan))
        s.block("final class \(plan.presentationControllerName): UIPresentationController") { s in
            if let alpha = c.dimmingAlpha {
                s.block("private let dimmingView: UIView =", closing: "}()") { s in
                    s.line("let view = UIView()")
                    s.line("view.backgroundColor = UIColor(white: 0, alpha: \(SwiftLiteral.number(alpha)))")
                    s.line("return view")
                }
            }
            if c.wrapInNavigation {
                s.separator()
                s.comment(
                    "presentedView returns this instead of the controller's own view: UIKit places and animates it.")
                s.line("private let wrapperView = UIView()")
                s.line("private let navigationBar = UINavigationBar()")
            }
            if plan.hasDimming && c.dimmingTapDismisses || plan.hasPanToDismiss {
                s.separator()
                s.function(
                    "override init",
                    [
                        "presentedViewController: UIViewController",
                        "presenting presentingViewController: UIViewController?",
                    ], ""
                ) { s in
                    s.line(
                        "super.init(presentedViewController: presentedViewController, presenting: presentingViewController)"
                    )
                    if plan.hasDimming && c.dimmingTapDismisses {
                        s.line("let tap = UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped))")
                        s.line("dimmingView.addGestureRecognizer(tap)")
                    }
                    if plan.hasPanToDismiss {
                        s.comment(
                            "Drag the presented view down to dismiss it: the pan drives the interactive dismissal.")
                        s.line(
                            "let pan = UIPanGestureRecognizer(target: self, action: #selector(\(PanToDismiss.action)))")
                        s.line("presentedViewController.view.addGestureRecognizer(pan)")
                    }
                }
            }
            if c.wrapInNavigation {
                s.separator()
                s.implement(.presentedView, override: true, returning: "wrapperView")
            }
            if !c.presentsInFullscreen {
                s.separator()
                s.comment("Cover only the presenting controller's context, not the whole window.")
                s.implement(.shouldPresentInFullscreen, override: true, returning: "false")
            }
            if c.removesPresentersView {
                s.separator()
                s.comment("UIKit takes the presenting controller's view out of the window once the presentation ends.")
                s.implement(.shouldRemovePresentersView, override: true, returning: "true")
            }
            writeFrame(c.frame, into: &s)
            writePresentationWillBegin(plan, into: &s)
            if c.cleanup && plan.hasDimming {
                s.separator()
                s.implement(.presentationTransitionDidEnd, override: true) { s in
                    s.line("super.presentationTransitionDidEnd(completed)")
                    s.comment("A cancelled presentation leaves nothing on screen: take the dimming view away too.")
                    s.line("if !completed { dimmingView.removeFromSuperview() }")
                }
            }
            if plan.hasDimming {
                s.separator()
                s.implement(.dismissalTransitionWillBegin, override: true) { s in
                    s.line("super.dismissalTransitionWillBegin()")
                    s.open("if let coordinator = presentedViewController.transitionCoordinator {")
                    s.open("coordinator.animate(alongsideTransition: { _ in")
                    s.line("self.dimmingView.alpha = 0")
                    s.reopen("}, completion: { context in")
                    s.comment("A cancelled dismissal keeps the alpha at 0 unless we put it back.")
                    s.line("if context.isCancelled { self.dimmingView.alpha = 1 }")
                    s.close("})")
                    s.reopen("} else {")
                    s.line("dimmingView.alpha = 0")
                    s.close()
                }
            }
            if c.cleanup && plan.hasDimming {
                s.separator()
                s.implement(.dismissalTransitionDidEnd, override: true) { s in
                    s.line("super.dismissalTransitionDidEnd(completed)")
                    s.line("if completed { dimmingView.removeFromSuperview() }")
                }
            }
            if c.layoutOnRotation {
                s.separator()
                s.comment("UIKit does not reapply the frame when the container changes size (rotation, split view).")
                s.implement(.containerViewWillLayoutSubviews, override: true) { s in
                    s.line("super.containerViewWillLayoutSubviews()")
                    if plan.hasDimming {
                        s.line("if let containerView { dimmingView.frame = containerView.bounds }")
                    }
                    s.line("presentedView?.frame = frameOfPresentedViewInContainerView")
                }
            }
            if c.wrapInNavigation { writeWrapper(into: &s) }
            if plan.hasDimming && c.dimmingTapDismisses {
                s.separator()
                s.block("@objc private func dimmingViewTapped()") { s in
                    s.line("presentingViewController.dismiss(animated: true)")
                }
            }
            if plan.hasPanToDismiss { writePanHandler(plan, into: &s) }
        }
    }

    /// The pan-to-dismiss handler, as `PlaygroundPresentationController.handlePan` does it.
    static func writePanHandler(_ plan: CodePlan, into s: inout SwiftSource) {
        s.separator()
        s.block("@objc private func handlePan(_ pan: UIPanGestureRecognizer)") { s in
            s.open(
                "guard let delegate = presentedViewController.transitioningDelegate as? \(plan.transitioningDelegateName) else {"
            )
            s.line("return")
            s.close()
            s.comment("How far down the finger has gone, as a fraction of the view's height.")
            s.line("let height = pan.view?.bounds.height ?? 0")
            s.line("let progress = height > 0 ? min(1, max(0, pan.translation(in: pan.view).y / height)) : 0")
            s.open("switch pan.state {")
            s.reopen("case .began:")
            s.line("_ = delegate.beginInteraction()")
            s.line("presentingViewController.dismiss(animated: true)")
            s.reopen("case .changed:")
            s.line("delegate.interactionController?.update(progress)")
            s.reopen("case .ended, .cancelled:")
            let f = SwiftLiteral.number(PanToDismiss.finishingProgress)
            let v = SwiftLiteral.number(PanToDismiss.flingVelocity)
            s.comment(
                "Past half way, or flung down faster than \(v) points a second, the view goes; otherwise it comes back."
            )
            s.open("if pan.state == .ended && (progress > \(f) || pan.velocity(in: pan.view).y > \(v)) {")
            s.line("delegate.interactionController?.finish()")
            s.reopen("} else {")
            s.line("delegate.interactionController?.cancel()")
            s.close()
            s.line("delegate.endInteraction()")
            s.reopen("default:")
            s.line("break")
            s.close()
        }
    }

    static func summary(_ plan: CodePlan) -> String {
        let c = plan.config
        var placement: String
        switch c.frame {
        case .full: placement = "Fills the container"
        case .inset(let dx, let dy):
            placement =
                dx == dy
                ? "Insets the presented view \(SwiftLiteral.number(dx)) points from every edge"
                : "Insets the presented view \(SwiftLiteral.number(dx)) points from the sides and \(SwiftLiteral.number(dy)) from top and bottom"
        case .size: placement = "Centres the presented view at the size its container asks for"
        case .rightHalf: placement = "Shows the presented view on the right half of the container"
        case .banner, .articleBanner: placement = "Shows the presented view as a banner at the bottom of the safe area"
        case .rect: placement = "Places the presented view at a fixed frame"
        }
        if let alpha = c.dimmingAlpha {
            placement += ", over a dimming view (black at alpha \(SwiftLiteral.number(alpha)))"
            if c.dimmingTapDismisses { placement += " that dismisses on tap" }
        }
        if plan.hasPanToDismiss { placement += "; dragging the presented view down dismisses it" }
        return placement + "."
    }

    // MARK: Frame

    static func writeFrame(_ frame: FrameSpec, into s: inout SwiftSource) {
        switch frame {
        case .full:
            return // UIKit's default: the container's bounds.
        case .inset(let dx, let dy):
            s.separator()
            s.implement(.frameOfPresentedViewInContainerView, override: true) { s in
                s.line("guard let containerView else { return .zero }")
                s.line(
                    "return containerView.bounds.insetBy(dx: \(SwiftLiteral.number(dx)), dy: \(SwiftLiteral.number(dy)))"
                )
            }
        case .size(let w, let h):
            s.separator()
            s.implement(.sizeForChildContentContainer, override: true) { s in
                s.line(
                    "CGSize(width: \(SwiftLiteral.dimension(w, of: "parentSize.width")), height: \(SwiftLiteral.dimension(h, of: "parentSize.height")))"
                )
            }
            s.line()
            s.implement(.frameOfPresentedViewInContainerView, override: true) { s in
                s.line("guard let containerView else { return .zero }")
                s.line("let bounds = containerView.bounds")
                s.line(
                    "let childSize = size(forChildContentContainer: presentedViewController, withParentContainerSize: bounds.size)"
                )
                s.line(
                    "return CGRect(x: (bounds.width - childSize.width) / 2, y: (bounds.height - childSize.height) / 2,")
                s.line("              width: childSize.width, height: childSize.height)")
            }
        case .rightHalf:
            s.separator()
            s.implement(.frameOfPresentedViewInContainerView, override: true) { s in
                s.line("guard let containerView else { return .zero }")
                s.line("let bounds = containerView.bounds")
                s.line("let width = (bounds.width / 2).rounded(.down)")
                s.line("return CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)")
            }
        case .banner, .articleBanner:
            s.separator()
            s.implement(.frameOfPresentedViewInContainerView, override: true) { s in
                s.line("guard let containerView else { return .zero }")
                s.line("let safeBounds = containerView.bounds.inset(by: containerView.safeAreaInsets)")
                s.line("let margin: CGFloat = 16")
                s.line("let width = max(0, safeBounds.width - 2 * margin)")
                s.comment("Auto Layout answers how tall the content must be at this width.")
                s.line("let height = presentedViewController.view.systemLayoutSizeFitting(")
                s.line("    CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),")
                s.line("    withHorizontalFittingPriority: .required,")
                s.line("    verticalFittingPriority: .fittingSizeLevel")
                s.line(").height")
                if frame == .articleBanner {
                    s.comment("As the article wrote it: x is the bare margin, not safeBounds.minX + margin,")
                    s.comment("so in landscape a notch can cover the banner.")
                    s.line(
                        "return CGRect(x: margin, y: safeBounds.maxY - height - margin, width: width, height: height)")
                } else {
                    s.comment("Inside the safe area on every side: x starts from the safe bounds, as y does.")
                    s.line(
                        "return CGRect(x: safeBounds.minX + margin, y: safeBounds.maxY - height - margin, width: width, height: height)"
                    )
                }
            }
        case .rect(let r):
            s.separator()
            s.implement(.frameOfPresentedViewInContainerView, override: true) { s in
                s.line(
                    "CGRect(x: \(SwiftLiteral.number(r.minX)), y: \(SwiftLiteral.number(r.minY)), "
                        + "width: \(SwiftLiteral.number(r.width)), height: \(SwiftLiteral.number(r.height)))")
            }
        }
    }

    // MARK: Presentation

    static func writePresentationWillBegin(_ plan: CodePlan, into s: inout SwiftSource) {
        let c = plan.config
        guard c.wrapInNavigation || c.cornerRadius > 0 || plan.hasDimming else { return }
        s.separator()
        s.implement(.presentationTransitionWillBegin, override: true) { s in
            s.line("super.presentationTransitionWillBegin()")
            if c.wrapInNavigation { s.line("wrapPresentedView()") }
            if c.cornerRadius > 0 {
                s.line("presentedView?.layer.cornerRadius = \(SwiftLiteral.number(c.cornerRadius))")
                s.line("presentedView?.clipsToBounds = true")
            }
            guard plan.hasDimming else { return }
            s.line("guard let containerView else { return }")
            s.line("dimmingView.frame = containerView.bounds")
            if c.dimmingAutoresizes {
                s.comment("Follows the container when its size changes, layout code or not.")
                s.line("dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]")
            }
            s.line("dimmingView.alpha = 0")
            if c.dimmingWrapsPresented {
                s.comment("The presented view goes inside the dimming view, so it fades in with it.")
                s.line("containerView.addSubview(dimmingView)")
                s.line("if let presentedView { dimmingView.addSubview(presentedView) }")
            } else {
                s.comment("At the back: the presented view, added by the animator, must stay in front.")
                s.line("containerView.insertSubview(dimmingView, at: 0)")
            }
            // Apple's listing (the View Controller Programming Guide's dimming view) keeps a
            // fallback for a presentation without a coordinator; the engine always has one
            // during a transition, so the playground never takes it.
            s.open("if let coordinator = presentedViewController.transitionCoordinator {")
            s.open("coordinator.animate(alongsideTransition: { _ in")
            s.line("self.dimmingView.alpha = 1")
            s.close("}, completion: nil)")
            s.reopen("} else {")
            s.comment("No transition to animate alongside: show the dimming view at once.")
            s.line("dimmingView.alpha = 1")
            s.close()
        }
    }

    static func writeWrapper(into s: inout SwiftSource) {
        s.separator()
        s.line("/// Puts the controller's view below a 44-point navigation bar, inside the wrapper.")
        s.block("private func wrapPresentedView()") { s in
            s.line("let frame = frameOfPresentedViewInContainerView")
            s.line("wrapperView.frame = frame")
            s.line("wrapperView.backgroundColor = .systemBackground")
            s.line("navigationBar.frame = CGRect(x: 0, y: 0, width: frame.width, height: 44)")
            s.line("navigationBar.autoresizingMask = .flexibleWidth")
            s.line("navigationBar.items = [presentedViewController.navigationItem]")
            s.line("wrapperView.addSubview(navigationBar)")
            s.line("let contentView: UIView = presentedViewController.view")
            s.line("contentView.frame = CGRect(x: 0, y: 44, width: frame.width, height: max(0, frame.height - 44))")
            s.line("contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]")
            s.line("wrapperView.addSubview(contentView)")
        }
    }
}
