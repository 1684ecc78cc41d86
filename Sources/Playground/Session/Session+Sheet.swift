import PresentationKit

extension Session {
    /// What the app sets on a sheet before presenting it, from `sheet …` and
    /// `set modal-in-presentation`: `UISheetPresentationController`'s properties and its delegate.
    func configureSheet(of vc: ViewController) {
        let c = config.value
        vc.isModalInPresentation = c.modalInPresentation
        vc.modalTransitionStyle = c.transitionStyle
        if let sheet = vc.sheetPresentationController { apply(c, to: sheet) }
        if let popover = vc.popoverPresentationController {
            // As the Swift `code` writes: the presenting view is the anchor.
            popover.sourceView = root.view
            popover.sourceRect = c.popoverSource?.rect ?? .zero
            popover.permittedArrowDirections = c.popoverSource?.arrows ?? .any
            if let margins = c.popoverSource?.margins { popover.popover.layoutMargins = margins }
        }
        guard let sheet = vc.sheetPresentationController else { return }
        applySheetDelegate(c, to: sheet)
    }

    /// `sheet delegate on`: the sheet's delegate is the playground's, which hears the user's drags
    /// and swipes; off, on a sheet already on screen, the delegate the app had before comes back.
    func applySheetDelegate(_ c: PresentationConfig, to sheet: SystemPresentationController) {
        if c.sheetDelegateOn {
            let delegate = sheetDelegate?.answer == c.adaptiveAnswer ? sheetDelegate : nil
            sheetDelegate = delegate ?? PlaygroundSheetDelegate(answer: c.adaptiveAnswer)
            sheet.delegate = sheetDelegate
        } else if let mine = sheetDelegate, sheet.delegate === mine {
            sheet.delegate = adaptiveDelegate
        }
    }

    /// `UISheetPresentationController`'s properties from the `sheet …` settings.
    func apply(_ c: PresentationConfig, to sheet: SystemPresentationController) {
        var detents = c.sheetDetents.map { $0 == .medium ? SheetDetent.medium() : SheetDetent.large() }
        if let height = c.sheetCustomDetent {
            detents.append(.custom(identifier: SheetDetentName.custom.identifier) { _ in height })
        }
        sheet.detents = detents
        sheet.prefersGrabberVisible = c.sheetGrabber
        sheet.largestUndimmedDetentIdentifier = c.sheetUndimmed?.identifier
        sheet.preferredCornerRadius = c.sheetCorner
        sheet.prefersEdgeAttachedInCompactHeight = c.sheetEdgeAttached
    }

    /// A `sheet …` setting made while a sheet is on screen: the app sets it on that sheet, which
    /// takes its new layout at once (`animateChanges` would animate it), as UIKit does; and
    /// `set modal-in-presentation` on the controller on top.
    func updatePresentedSheet() {
        guard vendor == nil, engine.activeTransition == nil else { return }
        // [D] UIKit reads `isModalInPresentation` when the user tries to dismiss, so an app sets it
        // as its content changes (unsaved edits on, saved off) on the controller on screen.
        engine.presentedStack.last?.isModalInPresentation = config.value.modalInPresentation
        guard let sheet = engine.topSheet else { return }
        engine.perform {
            apply(config.value, to: sheet)
            // [D] The delegate is a property like the others: set on the sheet on screen, it hears
            // the next drag (Apple, "UISheetPresentationController.delegate").
            applySheetDelegate(config.value, to: sheet)
        }
        engine.run()
    }
}
