import PresentationKit

/// The transitioning delegate (as `PlaygroundTransitioningDelegate` vends) and the adaptive
/// delegate (as `PlaygroundAdaptiveDelegate` answers).
enum DelegateCode {
    static func write(_ plan: CodePlan, into s: inout SwiftSource) {
        let c = plan.config
        s.doc(summary(plan))
        s.block("final class \(plan.transitioningDelegateName): NSObject, UIViewControllerTransitioningDelegate") { s in
            let interactive = plan.interactivePresentation || plan.interactiveDismissal
            if interactive {
                s.doc(
                    "Set while a pan gesture drives the transition, nil otherwise: once UIKit gets an "
                        + "interaction controller, the transition moves only as the gesture reports progress.")
                s.line("private(set) var interactionController: UIPercentDrivenInteractiveTransition?")
            }
            if plan.needsPresentationController {
                s.separator()
                s.implement(.presentationControllerForPresented) { s in
                    s.line(
                        "\(plan.presentationControllerName)(presentedViewController: presented, presenting: presenting)"
                    )
                }
            }
            if let a = plan.presentAnimator {
                s.separator()
                s.implement(.animationControllerForPresented) { s in
                    s.line(a.presents && a.dismisses ? "\(a.name)(isPresenting: true)" : "\(a.name)()")
                }
            }
            if let a = plan.dismissAnimator {
                s.separator()
                s.implement(.animationControllerForDismissed) { s in
                    s.line(a.presents && a.dismisses ? "\(a.name)(isPresenting: false)" : "\(a.name)()")
                }
            }
            if plan.presentAnimator == nil && plan.dismissAnimator == nil {
                s.separator()
                s.comment("No animators: UIKit slides the presented view up from the bottom, and back down.")
            }
            if plan.interactivePresentation {
                s.separator()
                s.implement(.interactionControllerForPresentation) { s in
                    s.line("interactionController")
                }
            }
            if plan.interactiveDismissal {
                s.separator()
                s.implement(.interactionControllerForDismissal) { s in
                    s.line("interactionController")
                }
            }
            if interactive {
                let verb =
                    plan.interactivePresentation && plan.interactiveDismissal
                    ? "present or dismiss"
                    : plan.interactivePresentation ? "present" : "dismiss"
                s.separator()
                s.doc(
                    "Call from the pan gesture's .began, just before you \(verb); then update(_:) it as the finger "
                        + "moves, finish() or cancel() it when the finger lifts, and call endInteraction().")
                s.block("func beginInteraction() -> UIPercentDrivenInteractiveTransition") { s in
                    s.line("let interaction = UIPercentDrivenInteractiveTransition()")
                    if c.completionSpeed != 1 {
                        s.comment("finish() and cancel() play the rest of the transition this many times faster.")
                        s.line("interaction.completionSpeed = \(SwiftLiteral.number(c.completionSpeed))")
                    }
                    if c.completionCurve != .easeInOut {
                        let (curve, note) = completionCurve(c.completionCurve)
                        if let note { s.comment(note) }
                        s.line("interaction.completionCurve = \(curve)")
                    }
                    s.line("interactionController = interaction")
                    s.line("return interaction")
                }
                s.line()
                s.block("func endInteraction()") { s in
                    s.line("interactionController = nil")
                }
            }
        }
    }

    static func summary(_ plan: CodePlan) -> String {
        var parts: [String] = []
        if plan.needsPresentationController { parts.append("the presentation controller") }
        switch plan.animators.count {
        case 0: break
        case 1:
            parts.append(
                plan.presentAnimator != nil && plan.dismissAnimator != nil
                    ? "the animators"
                    : plan.presentAnimator != nil ? "the presentation animator" : "the dismissal animator")
        default: parts.append("the animators")
        }
        if plan.interactivePresentation || plan.interactiveDismissal {
            parts.append("a gesture's interaction controller")
        }
        let list =
            parts.count > 1
            ? parts.dropLast().joined(separator: ", ") + " and " + parts.last! : parts.first ?? "nothing"
        return "Gives UIKit " + list + "."
    }

    /// `UIView.AnimationCurve` has only the four named eases; anything else is approximated, and said so.
    static func completionCurve(_ curve: TimingCurve) -> (String, String?) {
        switch curve {
        case .linear: return (".linear", nil)
        case .easeIn: return (".easeIn", nil)
        case .easeOut: return (".easeOut", nil)
        case .easeInOut: return (".easeInOut", nil)
        default:
            return (
                ".easeInOut", "UIView.AnimationCurve cannot express the \(curve.name) curve: .easeInOut is the closest."
            )
        }
    }

    // MARK: Adaptive delegate

    static func writeAdaptive(_ answer: ModalPresentationStyle, into s: inout SwiftSource) {
        let doc: String
        switch answer {
        case .none: doc = "Keeps the presentation as it is in every size class."
        case .fullScreen: doc = "Turns the presentation into a full-screen one when UIKit asks how to adapt."
        case .overFullScreen: doc = "Turns the presentation into an over-full-screen one when UIKit asks how to adapt."
        default: doc = "Answers UIKit's question about how to adapt the presentation."
        }
        s.doc(doc)
        s.block("final class \(CodePlan.adaptiveDelegateName): NSObject, UIAdaptivePresentationControllerDelegate") {
            s in
            s.function(
                "func adaptivePresentationStyle",
                ["for controller: UIPresentationController", "traitCollection: UITraitCollection"],
                " -> UIModalPresentationStyle"
            ) { s in
                s.line(SwiftLiteral.style(answer))
            }
            s.line()
            s.implement(.viewControllerForAdaptivePresentationStyle) { s in
                s.line("nil  // keep showing the presented controller")
            }
            s.line()
            s.implement(.willPresentWithAdaptiveStyle) { s in
                s.line("// UIKit says which style it shows (.none: no adaptation); nothing to prepare here.")
            }
            s.line()
            s.implement(.prepareAdaptivePresentationController) { s in
                s.line("// iOS 15: the adaptive controller (a popover's sheet) could be configured here.")
            }
        }
    }
}
