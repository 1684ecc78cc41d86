/// The presentation controllers UIKit uses for its built-in styles: full screen, over full
/// screen, sheets (page and form) shown as cards over a dimming view, and popovers. Frames follow
/// the style and the size classes; without an adaptive delegate, sheets become full screen in
/// compact height and popovers act as form sheets in compact environments, as Apple's
/// documentation of each style says (see `PresentationRules.defaultAdaptation`).
public final class SystemPresentationController: PresentationController {
    /// UIKit's own dimming behind a sheet or popover.
    public let dimmingView: View

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
                try? pc.presentingViewController.dismiss(animated: true)
            })
    }

    /// A copy for `world` (`WorldCopy`): its dimming view is the copy of this one's.
    init(copyOf original: SystemPresentationController, in world: WorldCopy) {
        dimmingView = world.view(original.dimmingView)
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

    private var style: ModalPresentationStyle { effectiveStyle ?? presentationStyle }

    /// Sheets and popovers leave part of what is behind them visible, so they draw as cards over a
    /// dimming view. Decided by the requested style: a sheet adapted to full screen (compact
    /// height) keeps its dimming view, covered, as one rotated into compact height does.
    private var isCard: Bool { [.pageSheet, .formSheet, .popover].contains(presentationStyle) }

    /// [?] Only a presentation requested as `.fullScreen` removes the presenter's view; adapting to
    /// full screen (a sheet in compact height) changes the layout, not that (`PresentationRules`).
    public override var shouldRemovePresentersView: Bool { presentationStyle == .fullScreen }

    public override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let b = container.bounds
        let traits = traitCollection
        let regular = traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular
        switch style {
        case .pageSheet where regular, .formSheet where regular:
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
            return Rect(x: 0, y: top, width: b.width, height: b.height - top)
        case .popover:
            let size = PresentationRules.popoverSize
            return Rect(
                x: max(0, (b.width - size.width) / 2), y: container.safeAreaInsets.top + 44,
                width: min(size.width, b.width), height: min(size.height, b.height))
        default:
            return b
        }
    }

    public override func presentationTransitionWillBegin() {
        guard isCard, let container = containerView else { return }
        presentedView?.cornerRadius = PresentationRules.sheetCornerRadius
        updateDimmingColor()
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = .flexibleSize
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimmingView] _ in
                dimmingView.alpha = 1
            }, completion: nil)
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    public override func dismissalTransitionWillBegin() {
        guard dimmingView.superview != nil else { return }
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { [dimmingView] _ in
                dimmingView.alpha = 0
            },
            completion: { [dimmingView] context in
                if context.isCancelled { dimmingView.alpha = 1 }
            })
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    /// UIKit re-applies its own frames on every layout pass (unlike a custom controller).
    public override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
        updateDimmingColor()
    }

    /// Without a delegate: UIKit's own adaptation of the style (`PresentationRules.defaultAdaptation`).
    public override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        if delegate != nil { return super.adaptivePresentationStyle(for: traitCollection) }
        return PresentationRules.defaultAdaptation(of: presentationStyle, in: traitCollection)
    }
}
