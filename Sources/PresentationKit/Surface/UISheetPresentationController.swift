/// `UISheetPresentationController` (iOS 15+): the presentation controller of a page or form sheet,
/// as `sheetPresentationController` hands it out, with its detents, grabber, undimmed detent,
/// corner radius, edge attachment and `animateChanges(_:)`.
public typealias UISheetPresentationController = SystemPresentationController
/// `UISheetPresentationControllerDelegate`: the adaptive delegate's methods and the user's detent changes.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
/// `UISheetPresentationControllerDetentResolutionContext` (iOS 16+): `maximumDetentValue` for a custom resolver.
public typealias UISheetPresentationControllerDetentResolutionContext = SheetDetentResolutionContext

extension SystemPresentationController {
    /// `UISheetPresentationController.Detent`: `.medium()`, `.large()`, `.custom(identifier:resolver:)`.
    public typealias Detent = SheetDetent
}

/// `UIPopoverPresentationController`: the same system controller, for a `.popover` presentation.
public typealias UIPopoverPresentationController = SystemPresentationController
/// `UIPopoverPresentationControllerDelegate`: the adaptive delegate's methods and `prepareForPopoverPresentation(_:)`.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
/// `UIPopoverArrowDirection`: `.up`, `.down`, `.left`, `.right`, `.any`, `.unknown`.
public typealias UIPopoverArrowDirection = PopoverArrowDirection
