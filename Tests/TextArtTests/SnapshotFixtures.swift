import PresentationKit

/// Hand-built snapshots for the renderer tests: the states the playground shows most.
enum SnapshotFixtures {
    static func view(
        _ name: String?, _ frame: Rect, superview: String? = nil, index: Int = 0, depth: Int = 1,
        alpha: Double = 1, effectiveAlpha: Double? = nil, background: Color? = nil,
        cornerRadius: Double = 0, transform: AffineTransform = .identity, hidden: Bool = false,
        text: String? = nil, animating: Bool = false
    ) -> ViewSnapshot {
        ViewSnapshot(
            name: name, frame: frame, frameInWindow: frame, alpha: alpha,
            effectiveAlpha: effectiveAlpha ?? alpha, transform: transform, backgroundColor: background,
            cornerRadius: cornerRadius, isHidden: hidden, superviewName: superview, index: index,
            depth: depth, text: text, isAnimating: animating)
    }

    /// window, presenting and container filling the window, then a dimming view and `presented`.
    static func presentedStack(
        window: Rect, presented: Rect, dimmingAlpha: Double = 1,
        presentedRadius: Double = 0, presentedAnimating: Bool = false
    ) -> [ViewSnapshot] {
        [
            view("window", window, depth: 0, background: .black),
            view("presenting", window, superview: "window", background: .white),
            view("container", window, superview: "window", index: 1),
            view(
                "dimming", window, superview: "container", depth: 2, alpha: dimmingAlpha,
                background: Color(name: "black", alpha: 0.5), animating: presentedAnimating),
            view(
                "presented", presented, superview: "container", index: 1, depth: 2, background: .white,
                cornerRadius: presentedRadius, animating: presentedAnimating),
        ]
    }

    /// iPhone SE portrait after `set frame inset 30` and `present`.
    static var sePortrait: ScreenSnapshot {
        ScreenSnapshot(
            deviceName: "iPhone SE", orientation: .portrait, windowSize: Size(width: 375, height: 667),
            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular),
            safeAreaInsets: EdgeInsets(top: 20), phase: .presented, time: 0.8,
            presentationStyle: "custom", effectiveStyle: "custom",
            views: presentedStack(
                window: Rect(x: 0, y: 0, width: 375, height: 667),
                presented: Rect(x: 30, y: 30, width: 315, height: 607)))
    }

    /// The same presentation with the phone turned.
    static var seLandscape: ScreenSnapshot {
        ScreenSnapshot(
            deviceName: "iPhone SE", orientation: .landscape, windowSize: Size(width: 667, height: 375),
            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact),
            safeAreaInsets: .zero, phase: .presented, time: 1.25,
            presentationStyle: "custom", effectiveStyle: "custom",
            views: presentedStack(
                window: Rect(x: 0, y: 0, width: 667, height: 375),
                presented: Rect(x: 30, y: 30, width: 607, height: 315)))
    }

    /// iPhone 15 landscape, a form sheet adapted to full screen: no dimming, safe area on three sides.
    static var iPhone15Landscape: ScreenSnapshot {
        let window = Rect(x: 0, y: 0, width: 852, height: 393)
        return ScreenSnapshot(
            deviceName: "iPhone 15", orientation: .landscape, windowSize: window.size,
            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact),
            safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
            phase: .presented, time: 0.5,
            presentationStyle: "formSheet", effectiveStyle: "fullScreen",
            views: [
                view("window", window, depth: 0, background: .black),
                view("presenting", window, superview: "window", background: .white),
                view("container", window, superview: "window", index: 1),
                view(
                    "presented", window, superview: "container", depth: 2,
                    background: .white, text: "Hello"),
            ])
    }

    /// Halfway through a slide-up presentation: `presented` half above the window, dimming fading in.
    static var midAnimation: ScreenSnapshot {
        ScreenSnapshot(
            deviceName: "iPhone SE", orientation: .portrait, windowSize: Size(width: 375, height: 667),
            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular),
            safeAreaInsets: EdgeInsets(top: 20), phase: .presenting, time: 0.25,
            presentationStyle: "custom", effectiveStyle: "custom",
            views: presentedStack(
                window: Rect(x: 0, y: 0, width: 375, height: 667),
                presented: Rect(x: 30, y: -333.5, width: 315, height: 667),
                dimmingAlpha: 0.5, presentedAnimating: true))
    }

    /// A card with rounded corners over the SE portrait dimming.
    static var roundedCard: ScreenSnapshot {
        var s = sePortrait
        s.views = presentedStack(
            window: Rect(x: 0, y: 0, width: 375, height: 667),
            presented: Rect(x: 30, y: 200, width: 315, height: 300), presentedRadius: 12)
        return s
    }

    static let all: [(String, ScreenSnapshot)] = [
        ("sePortrait", sePortrait), ("seLandscape", seLandscape), ("iPhone15Landscape", iPhone15Landscape),
        ("midAnimation", midAnimation), ("roundedCard", roundedCard),
    ]
}
