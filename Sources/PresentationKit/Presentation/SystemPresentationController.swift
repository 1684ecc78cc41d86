/// The presentation controllers UIKit uses for its built-in styles: full screen, over full
/// screen, sheets (page and form) shown as cards over a dimming view, and popovers. Frames follow
/// the style and the size classes; without an adaptive delegate, sheets become full screen in
/// compact height and popovers act as form sheets in compact environments, as Apple's
/// documentation of each style says (see `PresentationRules.defaultAdaptation`).
///
/// Open, as `UISheetPresentationController` and `UIPopoverPresentationController` are: an app may
/// subclass either (both are this class) and override the members below, which are in the class
/// body for that reason (Swift lets another module override only a class body's open members).
open class SystemPresentationController: PresentationController {
    /// UIKit's own dimming behind a sheet or popover.
    public let dimmingView: View
    /// A sheet's settings (`UISheetPresentationController`'s properties, below).
    public var sheet = SheetConfiguration()
    /// The grabber drawn at the sheet's top when `prefersGrabberVisible`; made when first shown.
    var grabberView: View?
    /// A popover's anchor and arrow (`UIPopoverPresentationController`'s properties, below).
    public var popover = PopoverConfiguration()
    /// The popover's arrow, drawn in the container between the popover and its source.
    var arrowView: View?

    /// `init(presentedViewController:presenting:)` (UIPresentationController.h, inherited by both
    /// system controllers): designated, so an app's subclass overrides it; the style is the one the
    /// presented controller asks for, as for any presentation controller.
    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?)
    {
        dimmingView = View(name: "dimming")
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        setUpDimmingView()
    }

    /// The engine's own: a controller for `style`, whatever the presented controller asked for.
    public convenience init(
        presentedViewController: ViewController, presenting: ViewController?, style: ModalPresentationStyle
    ) {
        self.init(presentedViewController: presentedViewController, presenting: presenting)
        presentationStyle = style
    }

    private func setUpDimmingView() {
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
        // An app's subclass is named as itself.
        guard type(of: self) == SystemPresentationController.self else { return super.typeName }
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

    // MARK: UIPopoverPresentationController's properties (UIPopoverPresentationController.h), each documented on Apple's page of that name

    /// `sourceView`: the view the popover points from (and, for a sheet, `UISheetPresentationController`'s
    /// own `sourceView`, kept).
    open var sourceView: View? {
        get { popover.sourceView }
        set { popover.sourceView = newValue }
    }
    /// `sourceRect`: the rectangle in `sourceView` the arrow points at.
    open var sourceRect: Rect {
        get { popover.sourceRect }
        set { popover.sourceRect = newValue }
    }
    /// `permittedArrowDirections`: [D] an empty set means any direction.
    open var permittedArrowDirections: PopoverArrowDirection {
        get { popover.permittedArrowDirections }
        set { popover.permittedArrowDirections = newValue.isEmpty ? .any : newValue }
    }
    /// `passthroughViews`: views a tap outside the popover reaches.
    open var passthroughViews: [View]? {
        get { popover.passthroughViews }
        set { popover.passthroughViews = newValue ?? [] }
    }
    /// `arrowDirection`: the side the arrow is on, once the popover is shown (`.unknown` before, or when adapted).
    open var arrowDirection: PopoverArrowDirection { popover.arrowDirection }
    /// `adaptiveSheetPresentationController` (iOS 15+): the sheet a popover becomes in a compact
    /// environment. [?] The model adapts with this same controller, so it is its own sheet.
    open var adaptiveSheetPresentationController: SystemPresentationController { self }
    /// `sourceItem` (iOS 16): a view sets `sourceView` (the popover points from it, as Apple's
    /// reference says the item is what the popover is anchored to); another item (a bar button
    /// item, a layout guide) is kept, as `barButtonItem` is.
    open var sourceItem: (any PopoverPresentationControllerSourceItem)? {
        get { popover.sourceView ?? popover.sourceItem }
        set {
            if let view = newValue as? View {
                popover.sourceView = view
            } else {
                popover.sourceItem = newValue
            }
        }
    }
    /// `barButtonItem` (UIPopoverPresentationController.h, deprecated for `sourceItem`): kept (as
    /// the popover's non-view `sourceItem`); the popover points from `sourceView`/`sourceRect`,
    /// said once [?].
    open var barButtonItem: UIBarButtonItem? {
        get { popover.sourceItem as? UIBarButtonItem }
        set {
            Engine.running?.noteOnce(
                "popover barButtonItem: kept; the model points the popover from sourceView and sourceRect")
            popover.sourceItem = newValue
        }
    }
    /// `backgroundColor` of the popover's chrome: kept, not drawn.
    open var backgroundColor: Color? {
        get { popover.backgroundColor }
        set {
            Engine.running?.noteOnce("popover backgroundColor: kept, not drawn")
            popover.backgroundColor = newValue
        }
    }
    /// `popoverBackgroundViewClass` (UIPopoverPresentationController.h:81): the class whose
    /// instance draws the popover's chrome and arrow. Kept; the model draws its own chrome with
    /// its own arrow size (`PresentationRules.popoverArrowSize`), said once [?].
    open var popoverBackgroundViewClass: (any UIPopoverBackgroundViewMethods.Type)? {
        get { keptPopoverBackgroundViewClass }
        set {
            Engine.running?.noteOnce(
                "popoverBackgroundViewClass: kept; the model draws its own popover chrome and arrow")
            keptPopoverBackgroundViewClass = newValue
        }
    }
    private var keptPopoverBackgroundViewClass: (any UIPopoverBackgroundViewMethods.Type)?
    /// `popoverLayoutMargins`: the part of the screen the popover may use (`PopoverConfiguration.layoutMargins`).
    open var popoverLayoutMargins: EdgeInsets {
        get { popover.layoutMargins }
        set { popover.layoutMargins = newValue }
    }
    /// `canOverlapSourceViewRect` (iOS 9): kept, not applied; [D] false by default.
    open var canOverlapSourceViewRect: Bool {
        get { popover.canOverlapSourceViewRect }
        set {
            Engine.running?.noteOnce("canOverlapSourceViewRect: kept, not applied")
            popover.canOverlapSourceViewRect = newValue
        }
    }

    // MARK: UISheetPresentationController's properties (UISheetPresentationController.h, iOS 15+), each documented on Apple's page of that name

    /// `detents`: [D] an empty array means the large detent alone.
    open var detents: [SheetDetent] {
        get { sheet.detents }
        set {
            sheet.detents = newValue.isEmpty ? [.large()] : newValue
            relayOutSheet()
        }
    }
    /// `invalidateDetents()` (iOS 16): a custom detent's resolver is asked again, at once (Apple:
    /// "call this method when the height of a custom detent changes").
    open func invalidateDetents() { relayOutSheet() }
    /// `prefersPageSizing` (iOS 17): kept; the model sizes a sheet on a phone only.
    open var prefersPageSizing: Bool {
        get { sheet.prefersPageSizing }
        set { sheet.prefersPageSizing = newValue }
    }
    /// `selectedDetentIdentifier`: setting it is the app's own change: the sheet moves (inside
    /// `animateChanges` it animates) and the delegate is not told ([D] it hears only the user's changes).
    open var selectedDetentIdentifier: SheetDetent.Identifier? {
        get { sheet.selectedDetentIdentifier }
        set {
            sheet.selectedDetentIdentifier = newValue
            relayOutSheet()
        }
    }
    /// `largestUndimmedDetentIdentifier`: no dimming at or below it.
    open var largestUndimmedDetentIdentifier: SheetDetent.Identifier? {
        get { sheet.largestUndimmedDetentIdentifier }
        set {
            sheet.largestUndimmedDetentIdentifier = newValue
            relayOutSheet()
        }
    }
    /// `prefersGrabberVisible`: the grabber view at the sheet's top.
    open var prefersGrabberVisible: Bool {
        get { sheet.prefersGrabberVisible }
        set {
            sheet.prefersGrabberVisible = newValue
            placeGrabber()
        }
    }
    /// `preferredCornerRadius`: nil for the system's radius.
    open var preferredCornerRadius: Double? {
        get { sheet.preferredCornerRadius }
        set {
            sheet.preferredCornerRadius = newValue
            if containerView != nil { presentedView?.cornerRadius = newValue ?? PresentationRules.sheetCornerRadius }
        }
    }
    /// `prefersEdgeAttachedInCompactHeight`: a sheet, not full screen, in compact height.
    open var prefersEdgeAttachedInCompactHeight: Bool {
        get { sheet.prefersEdgeAttachedInCompactHeight }
        set { sheet.prefersEdgeAttachedInCompactHeight = newValue }
    }
    /// `prefersScrollingExpandsWhenScrolledToEdge`: kept.
    open var prefersScrollingExpandsWhenScrolledToEdge: Bool {
        get { sheet.prefersScrollingExpandsWhenScrolledToEdge }
        set { sheet.prefersScrollingExpandsWhenScrolledToEdge = newValue }
    }
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached`: see `edgeAttachedSheetWidth(in:)`.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
        get { sheet.widthFollowsPreferredContentSizeWhenEdgeAttached }
        set { sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = newValue }
    }

    /// `animateChanges(_:)`: the changes `body` makes to the sheet animate to their new layout.
    /// [?] Over the default transition's duration and curve.
    open func animateChanges(_ body: () -> Void) {
        guard let engine, containerView != nil else { return body() }
        engine.perform {
            engine.runAnimation(
                duration: PresentationRules.defaultTransitionDuration, delay: 0,
                curve: PresentationRules.defaultTransitionCurve, label: "sheet",
                animations: body, completion: nil)
        }
        engine.run()
    }
}
