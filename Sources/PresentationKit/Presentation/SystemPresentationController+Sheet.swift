extension SystemPresentationController {
    // MARK: The model of it

    /// The resolution context of this sheet now: the large detent's height is the maximum.
    var detentContext: SheetDetent.ResolutionContext? {
        guard let container = containerView else { return nil }
        let top = container.safeAreaInsets.top + PresentationRules.compactSheetTopGap
        return SheetDetent.ResolutionContext(
            maximumDetentValue: container.bounds.height - top, containerTraitCollection: traitCollection)
    }

    /// Each detent with its height, those a resolver turns off left out, shortest first.
    /// [D] `.medium()` "is inactive in compact height" (Apple, "medium()"): left out there too.
    var resolvedDetents: [(identifier: SheetDetent.Identifier, height: Double)] {
        allResolvedDetents.filter { $0.isActive }.map { ($0.identifier, $0.height) }
    }

    /// Every detent a resolver keeps, with whether it is active in the container's traits now.
    private var allResolvedDetents: [(identifier: SheetDetent.Identifier, height: Double, isActive: Bool)] {
        guard let context = detentContext else { return [] }
        let compactHeight = context.containerTraitCollection.verticalSizeClass == .compact
        return sheet.detents.compactMap { d in
            d.resolvedValue(in: context).map { (d.identifier, $0, !(compactHeight && d.identifier == .medium)) }
        }
        .sorted { $0.height < $1.height }
    }

    /// The height of the selected detent ([D] nil selects the smallest). A selected detent that is
    /// inactive (the medium one in compact height) leaves the sheet at the next active one up
    /// ([?] which one UIKit picks is not published; the next taller, else the tallest).
    var currentDetentHeight: Double? {
        let all = allResolvedDetents
        let active = all.filter(\.isActive)
        guard let selected = all.first(where: { $0.identifier == sheet.selectedDetentIdentifier }) else {
            return active.first?.height
        }
        if selected.isActive { return selected.height }
        return (active.first { $0.height >= selected.height } ?? active.last)?.height
    }

    /// Whether the sheet rests at its detents: edge-attached, as on a phone ([D] detents size a
    /// sheet attached to the bottom edge; a form or page sheet centred in a regular environment
    /// keeps its own size, `frameOfPresentedViewInContainerView`).
    var restsAtDetents: Bool {
        let traits = traitCollection
        return !(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
    }

    var isAtLargestDetent: Bool {
        guard let current = currentDetentHeight, let largest = resolvedDetents.last?.height else { return true }
        return current >= largest
    }

    /// [D] No dimming up to `largestUndimmedDetentIdentifier` (and the presenter stays interactive there).
    var isDimmedAtCurrentDetent: Bool {
        guard let undimmed = sheet.largestUndimmedDetentIdentifier,
            let limit = resolvedDetents.first(where: { $0.identifier == undimmed })?.height,
            let current = currentDetentHeight
        else { return true }
        return current > limit
    }

    /// [D] An undimmed sheet leaves what is around it usable: "the undimmed area around the sheet
    /// responds to user interaction" (Apple, "largestUndimmedDetentIdentifier"). So at or below that
    /// detent its container takes no touch of its own and a tap outside the sheet reaches the
    /// presenting view (`Engine.hitTest`).
    var letsTouchesThroughContainer: Bool {
        [.pageSheet, .formSheet].contains(style) && isCard && containerView != nil && !isDimmedAtCurrentDetent
    }

    /// Where the sheet rests now, applied: its frame, its dimming, the presenter pushed back or not.
    func relayOutSheet() {
        guard isCard, containerView != nil, engine?.activeTransition == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
        placeGrabber()
        dimmingView.alpha = isDimmedAtCurrentDetent ? 1 : 0
        // The undimmed sheet lets touches through to the presenter, as UIKit does.
        dimmingView.isHidden = !isDimmedAtCurrentDetent
        let pushes = pushesPresenterBack
        if !presentingViewController.view.transform.isIdentity != pushes { pushPresenter(back: pushes) }
        presentingViewController.view.cornerRadius = pushes ? PresentationRules.sheetCornerRadius : 0
    }

    /// The grabber view at the top centre of the sheet while it is wanted; gone otherwise.
    func placeGrabber() {
        guard sheet.prefersGrabberVisible, isCard, containerView != nil, let sheetView = presentedView else {
            grabberView?.removeFromSuperview()
            return
        }
        let grabber = grabberView ?? View(name: "grabber")
        grabberView = grabber
        grabber.backgroundColor = Color(name: "systemGray3")
        let size = PresentationRules.grabberSize
        grabber.cornerRadius = size.height / 2
        grabber.frame = Rect(
            x: (sheetView.bounds.width - size.width) / 2, y: PresentationRules.grabberTop, width: size.width,
            height: size.height)
        if grabber.superview !== sheetView { sheetView.addSubview(grabber) }
    }
}
