import PresentationKit

/// The navigation parts of the file (`navigation on`): the delegate that vends the push and pop
/// animator (and, with `pop interactive`, the interaction controller the app's own edge swipe
/// drives), and the presenting screen's lines that push, as the playground's app does
/// (`Session.pushPlayground`, `PlaygroundNavigationDelegate`).
enum NavigationCode {
    static func writeDelegate(_ plan: CodePlan, into s: inout SwiftSource) {
        guard plan.hasNavigationDelegate else { return }
        let animator = plan.navigationAnimator
        s.doc(
            "Hears the navigation controller show each controller"
                + (animator == nil
                    ? "; vends no animator, so UIKit slides."
                    : plan.hasEdgePop
                        ? ", and gives it the animator for pushes and pops, and the interaction controller while the edge swipe pops."
                        : ", and gives it the animator for pushes and pops."))
        s.block("final class \(CodePlan.navigationDelegateName): NSObject, UINavigationControllerDelegate") { s in
            if plan.hasEdgePop {
                s.doc("Set by the edge swipe for as long as it drives a pop; nil otherwise.")
                s.line("var popInteraction: UIPercentDrivenInteractiveTransition?")
                s.line()
            }
            s.implement(.navigationWillShow) { s in
                s.comment("Called after the coming controller's viewWillAppear: what depends on it can follow.")
            }
            s.line()
            s.implement(.navigationDidShow) { s in
                s.comment("Called once the push or pop is over (after a cancelled swipe, with the one that stayed).")
            }
            s.line()
            s.implement(.animationControllerForOperation) { s in
                if let animator {
                    s.line("\(animator.name)(isPresenting: operation == .push)")
                } else {
                    s.comment("nil: UIKit's own slide from the trailing edge.")
                    s.line("nil")
                }
            }
            if plan.hasEdgePop {
                s.line()
                s.implement(.interactionControllerForAnimation) { s in
                    s.line("popInteraction")
                }
            }
        }
    }

    /// The property that keeps the delegate (`delegate` is weak).
    static func writeProperty(_ plan: CodePlan, into s: inout SwiftSource) {
        guard plan.hasNavigationDelegate else { return }
        s.comment("The navigation controller's delegate is a weak reference: this property keeps it alive.")
        s.line("private let navigationDelegate = \(CodePlan.navigationDelegateName)()")
    }

    /// What `viewDidLoad` adds: the delegate, and the app's own edge swipe in place of UIKit's.
    static func writeViewDidLoad(_ plan: CodePlan, into s: inout SwiftSource) {
        guard plan.hasNavigationDelegate else { return }
        s.line("navigationController?.delegate = navigationDelegate")
        guard plan.hasEdgePop else { return }
        s.comment("Our own swipe from the leading edge drives the pop through the delegate, in place of UIKit's.")
        s.line("navigationController?.interactivePopGestureRecognizer?.isEnabled = false")
        s.line(
            "let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(\(EdgePanToPop.action)))")
        s.line("edgePan.edges = .left")
        s.line("navigationController?.view.addGestureRecognizer(edgePan)")
    }

    /// The method that pushes, and the edge swipe's handler.
    static func writePush(_ plan: CodePlan, into s: inout SwiftSource) {
        s.separator()
        s.block("func \(CodePlan.pushMethod)()") { s in
            s.comment("Its view loads when the push shows it, with the system background.")
            s.line("let pushed = UIViewController()")
            if plan.config.zoomSource != nil { writeZoom("pushed", into: &s) }
            s.line("navigationController?.pushViewController(pushed, animated: true)")
        }
        guard plan.hasEdgePop else { return }
        s.separator()
        let name = EdgePanToPop.action.prefix { $0 != "(" }
        s.block("@objc private func \(name)(_ gesture: UIScreenEdgePanGestureRecognizer)") { s in
            s.line("guard let view = gesture.view else { return }")
            s.line("let progress = min(1, max(0, gesture.translation(in: view).x / view.bounds.width))")
            s.open("switch gesture.state {")
            s.reopen("case .began:")
            let c = plan.config
            if c.completionSpeed == 1 && c.completionCurve == .easeInOut {
                s.line("navigationDelegate.popInteraction = UIPercentDrivenInteractiveTransition()")
            } else {
                s.line("let interaction = UIPercentDrivenInteractiveTransition()")
                if c.completionSpeed != 1 {
                    s.comment("finish() and cancel() play the rest of the pop this many times faster.")
                    s.line("interaction.completionSpeed = \(SwiftLiteral.number(c.completionSpeed))")
                }
                if c.completionCurve != .easeInOut {
                    let (curve, note) = DelegateCode.completionCurve(c.completionCurve)
                    if let note { s.comment(note) }
                    s.line("interaction.completionCurve = \(curve)")
                }
                s.line("navigationDelegate.popInteraction = interaction")
            }
            s.line("navigationController?.popViewController(animated: true)")
            s.reopen("case .changed:")
            s.line("navigationDelegate.popInteraction?.update(progress)")
            s.reopen("case .ended, .cancelled:")
            s.comment("Past half way across, the pop goes on; otherwise the screen comes back.")
            s.open(
                "if gesture.state == .ended && progress > \(SwiftLiteral.number(EdgePanToPop.finishingProgress)) {")
            s.line("navigationDelegate.popInteraction?.finish()")
            s.reopen("} else {")
            s.line("navigationDelegate.popInteraction?.cancel()")
            s.close()
            s.line("navigationDelegate.popInteraction = nil")
            s.reopen("default:")
            s.line("break")
            s.close()
        }
    }

    /// The thumbnail a zoom starts from (`zoom from X Y W H`), placed in `viewDidLoad`.
    static func writeThumbnail(_ r: Rect, into s: inout SwiftSource) {
        let n = [r.origin.x, r.origin.y, r.size.width, r.size.height].map { formatNumber($0) }
        s.line("thumbnail.frame = CGRect(x: \(n[0]), y: \(n[1]), width: \(n[2]), height: \(n[3]))")
        s.line("thumbnail.backgroundColor = .systemBlue")
        s.line("view.addSubview(thumbnail)")
    }

    /// The zoom `controller` prefers (iOS 18): from the thumbnail, and back into it.
    static func writeZoom(_ controller: String, into s: inout SwiftSource) {
        s.comment("iOS 18: zoom from the thumbnail, and back into it (UIKit asks again at the dismissal or pop).")
        s.line("\(controller).preferredTransition = .zoom { [weak self] _ in self?.thumbnail }")
    }
}
