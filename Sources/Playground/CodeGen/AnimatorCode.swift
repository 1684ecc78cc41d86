import PresentationKit

/// An animator class, written as `ConfigurableAnimator` behaves: the view and frames from the
/// context, one `UIView` animation with the session's timing, `completeTransition` with the
/// context's cancellation, and the view put back after a cancelled dismissal.
enum AnimatorCode {
    static func write(_ a: AnimatorPlan, config: PresentationConfig, into s: inout SwiftSource) {
        s.doc(summary(a))
        s.block("final class \(a.name): NSObject, UIViewControllerAnimatedTransitioning") { s in
            let both = a.presents && a.dismisses
            if both {
                s.line("private let isPresenting: Bool")
                s.line()
                s.block("init(isPresenting: Bool)") { s in
                    s.line("self.isPresenting = isPresenting")
                }
                s.line()
            }
            s.implement(.transitionDuration) { s in
                s.line(SwiftLiteral.number(a.duration))
            }
            s.line()
            s.implement(.animateTransition) { s in
                if both {
                    s.open("if isPresenting {")
                    s.line("animatePresentation(using: transitionContext)")
                    s.reopen("} else {")
                    s.line("animateDismissal(using: transitionContext)")
                    s.close()
                } else if a.presents {
                    presentation(a, config: config, into: &s)
                } else {
                    dismissal(a, config: config, into: &s)
                }
            }
            if both {
                s.line()
                s.function(
                    "private func animatePresentation",
                    ["using transitionContext: UIViewControllerContextTransitioning"], ""
                ) { s in
                    presentation(a, config: config, into: &s)
                }
                s.line()
                s.function(
                    "private func animateDismissal", ["using transitionContext: UIViewControllerContextTransitioning"],
                    ""
                ) { s in
                    dismissal(a, config: config, into: &s)
                }
            }
        }
    }

    static func summary(_ a: AnimatorPlan) -> String {
        if a.isNavigation { return navigationSummary(a) }
        let what: String
        switch a.entrance {
        case .edge(let e):
            what =
                a.presents && a.dismisses
                ? "Slides the presented view in from the \(e.rawValue) edge and back out"
                : a.presents
                    ? "Slides the presented view in from the \(e.rawValue) edge"
                    : "Slides the presented view out past the \(e.rawValue) edge"
        case .drop:
            what =
                a.presents && a.dismisses
                ? "Drops the presented view in from above the screen and lifts it back out"
                : a.presents
                    ? "Drops the presented view in from above the screen"
                    : "Lifts the presented view out above the screen"
        case .zoom:
            what =
                a.presents && a.dismisses
                ? "Zooms the presented view in from a fifth of its size, fading in, and back out"
                : a.presents
                    ? "Zooms the presented view in from a fifth of its size, fading in"
                    : "Shrinks the presented view to a fifth of its size, fading out"
        case .fade:
            what =
                a.presents && a.dismisses
                ? "Fades the presented view in and out"
                : a.presents ? "Fades the presented view in" : "Fades the presented view out"
        case .none:
            return a.presents && a.dismisses
                ? "Shows and removes the presented view at once, without animation."
                : a.presents
                    ? "Shows the presented view at once, without animation."
                    : "Removes the presented view at once, without animation."
        }
        return "\(what), \(timingWords(a))."
    }

    /// `on a spring (…), in 0.8 s` or `with the easeInOut curve, in 0.5 s`.
    static func timingWords(_ a: AnimatorPlan) -> String {
        let how: String
        switch a.timing {
        case .spring(let damping, let velocity):
            how =
                "on a spring (damping \(SwiftLiteral.number(damping)), initial velocity \(SwiftLiteral.number(velocity)))"
        case .curve(let curve):
            how = "with the \(curve.name) curve"
        }
        return "\(how), in \(SwiftLiteral.number(a.duration))\(SwiftSource.noBreak)s"
    }

    /// What a navigation animator does, in the words of a push and a pop.
    static func navigationSummary(_ a: AnimatorPlan) -> String {
        let what: String
        switch a.entrance {
        case .edge(let e): what = "Slides the pushed view in from the \(e.rawValue) edge, and the popped one back out"
        case .drop: what = "Drops the pushed view in from above the screen, and lifts the popped one back out"
        case .zoom: what = "Zooms the pushed view in from a fifth of its size, and the popped one back out"
        case .fade: what = "Fades the pushed view in, and the popped one out"
        case .none: return "Shows the pushed view and removes the popped one at once, without animation."
        }
        return "\(what), \(timingWords(a))."
    }

    // MARK: The two directions

    static func presentation(_ a: AnimatorPlan, config: PresentationConfig, into s: inout SwiftSource) {
        let completes = config.completesTransition
        s.line("guard let toViewController = transitionContext.viewController(forKey: .to),")
        guardElse("      let toView = transitionContext.view(forKey: .to)", completes, into: &s)
        s.line("let containerView = transitionContext.containerView")
        s.line("let finalFrame = transitionContext.finalFrame(for: toViewController)")
        let wrapped = config.dimmingWrapsPresented && config.dimmingAlpha != nil && config.style == .custom
        if wrapped && a.entrance == .zoom {
            s.comment("As article 004 writes it: added unconditionally, which moves the view out of the")
            s.comment("dimming view the presentation controller wrapped it in (a view has one superview).")
            s.line("containerView.addSubview(toView)")
        } else if wrapped {
            s.comment("The presentation controller has already put the view inside its dimming view.")
            s.line("if toView.superview == nil { containerView.addSubview(toView) }")
        } else {
            s.line("containerView.addSubview(toView)")
        }
        let changes: [String]
        switch a.entrance {
        case .edge(let edge):
            s.comment("Start just past the \(edge.rawValue) edge.")
            s.lines(offscreen("startFrame", from: "finalFrame", edge))
            s.line("toView.frame = startFrame")
            changes = ["toView.frame = finalFrame"]
        case .drop:
            s.line("toView.frame = finalFrame")
            s.comment("Start with the view's centre one view-height above the top of the screen.")
            s.line("toView.center.y = -toView.bounds.height")
            changes = ["toView.frame = finalFrame"]
        case .zoom:
            s.line("toView.frame = finalFrame")
            s.line("toView.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)")
            s.line("toView.alpha = 0")
            changes = ["toView.transform = .identity", "toView.alpha = 1"]
        case .fade:
            s.line("toView.frame = finalFrame")
            s.line("toView.alpha = 0")
            changes = ["toView.alpha = 1"]
        case .none:
            s.line("toView.frame = finalFrame")
            finish(completes, into: &s)
            return
        }
        animate(a, changes: changes, into: &s) { s in
            s.block("if transitionContext.transitionWasCancelled") { s in
                s.line("toView.removeFromSuperview()")
            }
            finish(completes, into: &s)
        }
    }

    static func dismissal(_ a: AnimatorPlan, config: PresentationConfig, into s: inout SwiftSource) {
        let completes = config.completesTransition
        if a.isNavigation {
            s.comment("In a pop, the view coming back is not in the container: we put it behind.")
            s.block("if let toView = transitionContext.view(forKey: .to)") { s in
                s.line("transitionContext.containerView.insertSubview(toView, at: 0)")
            }
        }
        if case .none = a.entrance {
            finish(completes, into: &s)
            return
        }
        if !a.isNavigation, config.removesPresentersView, config.restoresPresenter {
            s.comment("The presentation removed the presenter's view; UIKit does not put it back: we do, behind.")
            s.block("if let toView = transitionContext.view(forKey: .to)") { s in
                s.line("transitionContext.containerView.insertSubview(toView, at: 0)")
            }
        }
        guardElse("guard let fromView = transitionContext.view(forKey: .from)", completes, into: &s)
        let changes: [String]
        let restore: [String]
        switch a.entrance {
        case .edge(let edge):
            if edge == .right || edge == .bottom { s.line("let containerView = transitionContext.containerView") }
            s.line("let startFrame = fromView.frame")
            s.lines(offscreen("endFrame", from: "startFrame", edge))
            changes = ["fromView.frame = endFrame"]
            restore = ["fromView.frame = startFrame"]
        case .drop:
            s.line("let startFrame = fromView.frame")
            changes = ["fromView.center.y = -fromView.bounds.height"]
            restore = ["fromView.frame = startFrame"]
        case .zoom:
            changes = ["fromView.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)", "fromView.alpha = 0"]
            restore = ["fromView.transform = .identity", "fromView.alpha = 1"]
        case .fade:
            changes = ["fromView.alpha = 0"]
            restore = ["fromView.alpha = 1"]
        case .none:
            return
        }
        animate(a, changes: changes, into: &s) { s in
            s.block("if transitionContext.transitionWasCancelled") { s in
                s.comment("The view stays where the animation left it unless we put it back.")
                s.lines(restore)
            }
            finish(completes, into: &s)
        }
    }

    /// `name`: `frame` moved just past `edge` of the container (as `ConfigurableAnimator.offscreen`).
    static func offscreen(_ name: String, from frame: String, _ edge: Edge) -> [String] {
        let origin: String
        switch edge {
        case .right: origin = "\(name).origin.x = containerView.bounds.width"
        case .left: origin = "\(name).origin.x = -\(frame).width"
        case .top: origin = "\(name).origin.y = -\(frame).height"
        case .bottom: origin = "\(name).origin.y = containerView.bounds.height"
        }
        return ["var \(name) = \(frame)", origin]
    }

    /// The end of a guard: without a view there is nothing to animate, but UIKit still waits for
    /// `completeTransition` (unless the configuration forgets it everywhere).
    static func guardElse(_ condition: String, _ completes: Bool, into s: inout SwiftSource) {
        guard completes else { return s.line(condition + " else { return }") }
        s.open(condition + " else {")
        s.line("transitionContext.completeTransition(!transitionContext.transitionWasCancelled)")
        s.line("return")
        s.close()
    }

    static func finish(_ completes: Bool, into s: inout SwiftSource) {
        if completes {
            s.line("transitionContext.completeTransition(!transitionContext.transitionWasCancelled)")
        } else {
            s.comment(
                "completeTransition(_:) is never called (set complete-transition off): UIKit waits for it "
                    + "forever, the transition hangs and the app stops responding to touches.")
        }
    }

    // MARK: Timing

    /// The animation call for the plan's timing, with `changes` inside and `completion` after.
    static func animate(
        _ a: AnimatorPlan, changes: [String], into s: inout SwiftSource,
        completion: (inout SwiftSource) -> Void
    ) {
        s.line("let duration = transitionDuration(using: transitionContext)")
        switch a.timing {
        case .spring(let damping, let velocity):
            springCall(damping, velocity, changes, &s, completion)
        case .curve(let curve):
            switch curve {
            case .linear, .easeIn, .easeOut, .easeInOut:
                let option: String
                switch curve {
                case .linear: option = ".curveLinear"
                case .easeIn: option = ".curveEaseIn"
                case .easeOut: option = ".curveEaseOut"
                default: option = ".curveEaseInOut"
                }
                trailingClosures(
                    "UIView.animate(withDuration: duration, delay: 0, options: \(option)) {", changes, &s, completion)
            case .systemDefault:
                propertyAnimator(0.25, 0.1, 0.25, 1, changes, &s, completion)
            case .bezier(let b):
                propertyAnimator(b.p1x, b.p1y, b.p2x, b.p2y, changes, &s, completion)
            case .spring(let spring):
                springCall(spring.damping, spring.initialVelocity, changes, &s, completion)
            }
        }
    }

    private static func springCall(
        _ damping: Double, _ velocity: Double, _ changes: [String], _ s: inout SwiftSource,
        _ completion: (inout SwiftSource) -> Void
    ) {
        trailingClosures(
            "UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: \(SwiftLiteral.number(damping)), "
                + "initialSpringVelocity: \(SwiftLiteral.number(velocity))) {", changes, &s, completion)
    }

    /// `call {` changes `} completion: { _ in` … `}`: the animations and completion as trailing closures.
    private static func trailingClosures(
        _ call: String, _ changes: [String], _ s: inout SwiftSource,
        _ completion: (inout SwiftSource) -> Void
    ) {
        s.open(call)
        s.lines(changes)
        s.reopen("} completion: { _ in")
        completion(&s)
        s.close()
    }

    /// Curves `UIView.AnimationOptions` cannot name go through a property animator's control points.
    private static func propertyAnimator(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ changes: [String],
        _ s: inout SwiftSource, _ completion: (inout SwiftSource) -> Void
    ) {
        let n = SwiftLiteral.number
        s.line("let animator = UIViewPropertyAnimator(")
        s.line("    duration: duration,")
        s.line("    controlPoint1: CGPoint(x: \(n(x1)), y: \(n(y1))),")
        s.line("    controlPoint2: CGPoint(x: \(n(x2)), y: \(n(y2)))")
        s.open(") {")
        s.lines(changes)
        s.close()
        s.open("animator.addCompletion { _ in")
        completion(&s)
        s.close()
        s.line("animator.startAnimation()")
    }
}
