import PresentationKit

/// One animator class to write: its name, what it does, and which directions it serves.
struct AnimatorPlan: Equatable {
    let name: String
    let entrance: Entrance
    let timing: AnimatorTiming
    let duration: Double
    let presents: Bool
    let dismisses: Bool
    /// A navigation delegate's animator: "presents" is the push, "dismisses" the pop.
    var isNavigation = false
}

/// What the configuration needs, decided once so every part of the file agrees: which classes
/// exist, what they are called, and which features each carries.
struct CodePlan {
    let config: PresentationConfig
    /// `Overlay` in `OverlayPresentationController`, `OverlayTransitioningDelegate`, `presentOverlay()`.
    let stem: String
    let presentAnimator: AnimatorPlan?
    let dismissAnimator: AnimatorPlan?
    /// The navigation delegate's animator for pushes and pops (`navigation on`, `push animator …`).
    let navigationAnimator: AnimatorPlan?

    init(_ config: PresentationConfig) {
        self.config = config
        navigationAnimator =
            config.navigation
            ? Self.custom(config.pushAnimator).map {
                AnimatorPlan(
                    name: Self.className($0.name, "Navigation"), entrance: $0.entrance, timing: $0.timing,
                    duration: $0.duration, presents: true, dismisses: true, isNavigation: true)
            } : nil
        switch config.frame {
        case .full: stem = "Custom"
        case .inset: stem = "Overlay"
        case .size: stem = "Centered"
        case .rightHalf: stem = "RightHalf"
        case .banner, .articleBanner: stem = "Banner"
        case .rect: stem = "FixedFrame"
        }
        // UIKit asks for animators only through a transitioning delegate.
        let present = config.delegateOn ? Self.custom(config.presentAnimator) : nil
        let dismiss = config.delegateOn ? Self.custom(config.effectiveDismissAnimator) : nil
        if let p = present, let d = dismiss, p == d {
            let shared = AnimatorPlan(
                name: Self.className(p.name), entrance: p.entrance, timing: p.timing,
                duration: p.duration, presents: true, dismisses: true)
            presentAnimator = shared
            dismissAnimator = shared
            return
        }
        // Two different animators: name them by direction when their kinds would clash.
        let clash = present != nil && present?.name == dismiss?.name
        presentAnimator = present.map {
            AnimatorPlan(
                name: Self.className($0.name, clash ? "Present" : ""), entrance: $0.entrance, timing: $0.timing,
                duration: $0.duration, presents: true, dismisses: false)
        }
        dismissAnimator = dismiss.map {
            AnimatorPlan(
                name: Self.className($0.name, clash ? "Dismiss" : ""), entrance: $0.entrance, timing: $0.timing,
                duration: $0.duration, presents: false, dismisses: true)
        }
    }

    private struct Custom: Equatable {
        let name: String
        let entrance: Entrance
        let timing: AnimatorTiming
        let duration: Double
    }

    private static func custom(_ spec: AnimatorSpec) -> Custom? {
        guard case .custom(let name, let entrance, let timing, let duration) = spec else { return nil }
        return Custom(name: name, entrance: entrance, timing: timing, duration: duration)
    }

    private static func className(_ name: String, _ direction: String = "") -> String {
        let base = name == "none" ? "Instant" : name.prefix(1).uppercased() + name.dropFirst()
        return base + direction + "Animator"
    }

    // MARK: Which parts exist

    /// Only `.custom` asks the delegate for a presentation controller.
    var usesCustomStyle: Bool { config.style == .custom }

    var hasDimming: Bool { config.dimmingAlpha != nil }

    /// Settings only a presentation controller carries out (frame, dimming, layout, …).
    var hasPresentationSettings: Bool {
        let c = config
        return c.frame != .full || hasDimming || c.layoutOnRotation || c.cornerRadius > 0 || c.wrapInNavigation
            || !c.presentsInFullscreen || c.removesPresentersView || hasPanToDismiss
    }

    /// The presentation controller puts a pan recogniser on the presented view that drives the
    /// dismissal (`PanToDismiss`), as the playground's does.
    var hasPanToDismiss: Bool { interactiveDismissal && PanToDismiss.isOn(config) }

    /// The presenting controller puts a pan recogniser on its view that drives the presentation
    /// (`PanToPresent`), as the playground's presenting screen has one.
    var hasPanToPresent: Bool { interactivePresentation && needsTransitioningDelegate && PanToPresent.isOn(config) }

    /// The subclass has something to do: otherwise UIKit's plain controller is the same thing.
    var needsPresentationController: Bool { config.delegateOn && usesCustomStyle && hasPresentationSettings }

    var interactivePresentation: Bool { presentAnimator != nil && config.interactive.includes(presenting: true) }
    var interactiveDismissal: Bool { dismissAnimator != nil && config.interactive.includes(presenting: false) }

    /// The delegate vends something; an empty one would change nothing.
    var needsTransitioningDelegate: Bool {
        config.delegateOn && (needsPresentationController || presentAnimator != nil || dismissAnimator != nil)
    }

    /// The presented content needs its own class: it shows text, or the banner sizes itself to it.
    var needsMessageController: Bool { config.content != nil || (usesCustomStyle && config.frame.isBanner) }

    var message: String { config.content ?? BannerMetrics.defaultText }

    /// The animators to write, each once.
    var animators: [AnimatorPlan] {
        var out: [AnimatorPlan] = []
        for plan in [presentAnimator, dismissAnimator].compactMap({ $0 }) where !out.contains(plan) { out.append(plan) }
        return out
    }

    /// The app sets a navigation delegate (`navigation on`): it hears willShow and didShow, and
    /// vends its own animator for pushes and pops if it has one.
    var hasNavigationDelegate: Bool { config.navigation }
    /// The app's own edge swipe drives its pops (`pop interactive`), through the delegate.
    var hasEdgePop: Bool { navigationAnimator != nil && config.popInteractive }

    // MARK: Names

    var presentationControllerName: String { stem + "PresentationController" }
    var transitioningDelegateName: String { stem + "TransitioningDelegate" }
    var delegateProperty: String { SwiftLiteral.lowerFirst(stem) + "TransitioningDelegate" }
    var presentMethod: String { "present" + stem }
    static let pushMethod = "pushDetail"
    static let navigationDelegateName = "NavigationDelegate"
    static let adaptiveDelegateName = "AdaptivePresentationDelegate"
    static let messageControllerName = "MessageViewController"
    static let presentingControllerName = "PresentingViewController"
}
