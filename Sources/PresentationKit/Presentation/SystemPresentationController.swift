/// The presentation controllers UIKit uses for its built-in styles: full screen, over full
/// screen, sheets (page and form) shown as cards over a dimming view, and popovers. Frames follow
/// the style and the size classes; without an adaptive delegate, sheets become full screen in
/// compact height and popovers act as form sheets in compact environments, as Apple's
/// documentation of each style says (see `PresentationRules.defaultAdaptation`).
public final class SystemPresentationController: PresentationController {
    /// UIKit's own dimming behind a sheet or popover.
    public let dimmingView: View
    /// A sheet's settings (`UISheetPresentationController`'s properties: `SystemPresentationController+Sheet`).
    public var sheet = SheetConfiguration()
    /// The grabber drawn at the sheet's top when `prefersGrabberVisible`; made when first shown.
    var grabberView: View?
    /// A popover's anchor and arrow (`UIPopoverPresentationController`'s properties: `SystemPresentationController+Popover`).
    public var popover = PopoverConfiguration()
    /// The popover's arrow, drawn in the container between the popover and its source.
    var arrowView: View?

    public init(presentedViewController: ViewController, presenting: ViewController?, style: ModalPresentationStyle) {
        dimmingView = View(name: "dimming")
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        presentationStyle = style
        dimmingView.backgroundColor = Color.black.withAlphaComponent(PresentationRules.sheetDimmingAlpha)
        // [D] A popover is dismissed by a tap outside it (Apple, UIPopoverPresentationController:
        // unless the tap lands in `passthroughViews`); UIKit's view behind it takes that tap.
        dimmingView.addGestureRecognizer(
            TapGestureRecognizer(
                targetRole: .presentationController, targetType: "UIPopoverPresentationController",
                action: .dimmingViewWasTapped, target: self
            ) { target in
                // The target, not a captured self: a copy of the world points the copy at its own controller.
                guard let pc = target as? SystemPresentationController, pc.style == .popover else { return }
                // A user's dismissal: the adaptive delegate is asked, as for a sheet's swipe.
                try? pc.engine?.dismissByUser(pc)
            })
    }

    /// A copy for `world` (`WorldCopy`): its dimming view is the copy of this one's.
    init(copyOf original: SystemPresentationController, in world: WorldCopy) {
        dimmingView = world.view(original.dimmingView)
        sheet = original.sheet
        grabberView = original.grabberView.map(world.view)
        popover = original.popover
        popover.sourceView = original.popover.sourceView.map(world.view)
        popover.passthroughViews = original.popover.passthroughViews.map(world.view)
        arrowView = original.arrowView.map(world.view)
        super.init(
            presentedViewController: world.controller(original.presentedViewController),
            presenting: world.controller(original.presentingViewController))
    }

    /// A popover in a regular environment does not dim what is behind it; sheets do.
    private func updateDimmingColor() {
        dimmingView.backgroundColor =
            style == .popover
            ? .clear : Color.black.withAlphaComponent(PresentationRules.sheetDimmingAlpha)
    }

    package override var typeName: String {
        switch presentationStyle {
        case .popover: return "UIPopoverPresentationController"
        case .pageSheet, .formSheet: return "UISheetPresentationController"
        default: return "UIPresentationController"
        }
    }

    var style: ModalPresentationStyle { effectiveStyle ?? presentationStyle }

    /// Sheets and popovers leave part of what is behind them visible, so they draw as cards over a
    /// dimming view. Decided by the requested style: a sheet adapted to full screen (compact
    /// height) keeps its dimming view, covered, as one rotated into compact height does.
    var isCard: Bool { [.pageSheet, .formSheet, .popover].contains(presentationStyle) }

    /// [?] Only a presentation requested as `.fullScreen` removes the presenter's view; adapting to
    /// full screen (a sheet in compact height) changes the layout, not that (`PresentationRules`).
    /// [?] A partial curl keeps the curled presenter's view on screen, so it is not removed.
    /// [D] `.currentContext` removes the covered controller's views after the presentation completes;
    /// `.overCurrentContext` does not (Apple, "UIModalPresentationStyle").
    public override var shouldRemovePresentersView: Bool {
        (presentationStyle == .fullScreen && presentedViewController.modalTransitionStyle != .partialCurl)
            || presentationStyle == .currentContext
    }

    /// [D] A context presentation covers the context's view only, not the window (Apple,
    /// "definesPresentationContext": the view controller "actually covered by the new content").
    public override var shouldPresentInFullscreen: Bool { !Engine.isContextStyle(presentationStyle) }

    public override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let b = container.bounds
        // One rule for where a sheet goes: centred in a regular environment, else on its detents.
        let centred = !restsAtDetents
        switch style {
        case .pageSheet where centred, .formSheet where centred:
            let preferred = presentedViewController.preferredContentSize
            let size =
                style == .formSheet
                ? (preferred == .zero ? PresentationRules.formSheetSize : preferred)
                : Size(
                    width: min(PresentationRules.pageSheetWidth, b.width),
                    height: b.height - 2 * PresentationRules.pageSheetVerticalMargin)
            return Rect(
                x: (b.width - size.width) / 2, y: (b.height - size.height) / 2, width: size.width, height: size.height)
        case .pageSheet, .formSheet:
            let top = container.safeAreaInsets.top + PresentationRules.compactSheetTopGap
            let height = min(b.height - top, currentDetentHeight ?? (b.height - top))
            let (x, width) = edgeAttachedSheetWidth(in: container)
            return Rect(x: x, y: b.height - height, width: width, height: height)
        case .popover:
            if let placed = popoverPlacement { return placed.frame }
            let size = PresentationRules.popoverSize
            return Rect(
                x: max(0, (b.width - size.width) / 2), y: container.safeAreaInsets.top + 44,
                width: min(size.width, b.width), height: min(size.height, b.height))
        default:
            return b
        }
    }

    /// An edge-attached sheet's left edge and width. [D] In compact height (edge-attached there by
    /// `prefersEdgeAttachedInCompactHeight`), "the sheet's width equals the width of its container's
    /// safe area" unless `widthFollowsPreferredContentSizeWhenEdgeAttached`, which takes the
    /// preferred content size's width instead; neither applies "in a compact-width and
    /// regular-height size class", where the sheet spans the container (Apple,
    /// "widthFollowsPreferredContentSizeWhenEdgeAttached"). Centred in the safe area [?].
    private func edgeAttachedSheetWidth(in container: View) -> (x: Double, width: Double) {
        let b = container.bounds
        guard traitCollection.verticalSizeClass == .compact else { return (0, b.width) }
        let insets = container.safeAreaInsets
        let safeWidth = max(0, b.width - insets.left - insets.right)
        let preferred = presentedViewController.preferredContentSize.width
        let width =
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0
            ? min(preferred, safeWidth) : safeWidth
        return (insets.left + (safeWidth - width) / 2, width)
    }

    /// [O] A sheet on a phone in portrait (compact width, regular height) pushes the presenter
    /// back: its view shrinks a little behind the dimmed card and rounds its corners (the iOS 13
    /// look: WWDC19 "Modernizing Your UI for iOS 13" as published notes quote it, and device
    /// screenshots). [?] The scale (`PresentationRules.sheetPresenterScale`) is not published.
    /// Sheets stack: a sheet presented from a sheet pushes that one back the same way.
    var pushesPresenterBack: Bool {
        guard [.pageSheet, .formSheet].contains(style), presentingViewController.view.window != nil,
            isAtLargestDetent
        else {
            return false
        }
        let traits = traitCollection
        return traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular
    }

    func pushPresenter(back: Bool) {
        let view: View = presentingViewController.view
        let scale = PresentationRules.sheetPresenterScale
        // The root's view fills the window untransformed: put that back first, so a size change
        // made while it was scaled (autoresizing works on the frame) leaves nothing behind.
        view.transform = .identity
        if let window = view.window, window.rootViewController === presentingViewController {
            view.frame = window.bounds
        }
        view.transform = back ? AffineTransform(scaleX: scale, y: scale) : .identity
    }

    public override func presentationTransitionWillBegin() {
        guard isCard, let container = containerView else { return }
        presentedView?.cornerRadius = sheet.preferredCornerRadius ?? PresentationRules.sheetCornerRadius
        placeGrabber()
        updateDimmingColor()
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = .flexibleSize
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        let pushes = pushesPresenterBack
        if pushes { presentingViewController.view.cornerRadius = PresentationRules.sheetCornerRadius }
        let dimmed = isDimmedAtCurrentDetent
        presentedViewController.transitionCoordinator?.animate(
            alongside: WorldBlock(self, carried: { pc, world in world.carried(pc) }) { pc, _ in
                pc.dimmingView.alpha = dimmed ? 1 : 0
                if pushes { pc.pushPresenter(back: true) }
            }, completing: nil)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
            pushPresenter(back: false)
            presentingViewController.view.cornerRadius = 0
        }
    }

    public override func dismissalTransitionWillBegin() {
        guard dimmingView.superview != nil else { return }
        let pushed = !presentingViewController.view.transform.isIdentity
        presentedViewController.transitionCoordinator?.animate(
            alongside: WorldBlock(self, carried: { pc, world in world.carried(pc) }) { pc, _ in
                pc.dimmingView.alpha = 0
                if pushed { pc.pushPresenter(back: false) }
            },
            completing: WorldBlock(self, carried: { pc, world in world.carried(pc) }) { pc, context in
                guard context.isCancelled else { return }
                pc.dimmingView.alpha = 1
                if pushed { pc.pushPresenter(back: true) }
            })
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            // Whatever the animation did (a zero-length or interrupted one), the presenter is forward again.
            if !presentingViewController.view.transform.isIdentity { pushPresenter(back: false) }
            presentingViewController.view.cornerRadius = 0
        }
    }

    /// UIKit lays the sheet out again for its new preferred size (a form sheet on an iPad follows it).
    public override func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {
        guard let engine, containerView != nil, engine.activeTransition == nil else { return }
        engine.layoutPass(self)
    }

    /// UIKit re-applies its own frames on every layout pass (unlike a custom controller).
    public override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
        placeGrabber()
        placeArrow()
        updateDimmingColor()
        // Between transitions (a rotation): the presenter is pushed back only while the sheet is a card.
        if isCard, engine?.activeTransition == nil,
            !presentingViewController.view.transform.isIdentity != pushesPresenterBack
        {
            pushPresenter(back: pushesPresenterBack)
        }
    }

    /// The delegate's answer, else UIKit's own adaptation of the style
    /// (`PresentationRules.defaultAdaptation`): a delegate that does not implement the question (a
    /// sheet's delegate that only hears the user's swipes) leaves the default in place.
    public override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        delegatesAdaptiveStyle(for: traitCollection)
            ?? PresentationRules.defaultAdaptation(
                of: presentationStyle, in: traitCollection, edgeAttached: sheet.prefersEdgeAttachedInCompactHeight)
    }
}
