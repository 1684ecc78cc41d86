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
    /// `set modal-in-presentation` on the controller on top. Returns a note line saying where the
    /// setting went when something is presented (issue 37: `sheet delegate on` after `present`
    /// printed nothing, so a speaker could not tell it had been applied).
    func updatePresentedSheet(_ setting: Setting) -> [String] {
        guard engine.presentedStack.last != nil else { return [] }
        let isModal: Bool
        if case .modalInPresentation = setting { isModal = true } else { isModal = false }
        guard vendor == nil else {
            return [placedNote(.loadedCode)]
        }
        guard engine.activeTransition == nil else {
            return [placedNote(.transitionRunning)]
        }
        // [D] UIKit reads `isModalInPresentation` when the user tries to dismiss, so an app sets it
        // as its content changes (unsaved edits on, saved off) on the controller on screen.
        engine.presentedStack.last?.isModalInPresentation = config.value.modalInPresentation
        if isModal {
            return [placedNote(.controllerOnScreen)]
        }
        guard let sheet = engine.topSheet else {
            return [placedNote(.notASheet)]
        }
        defer { engine.run() }
        engine.perform {
            apply(config.value, to: sheet)
            // [D] The delegate is a property like the others: set on the sheet on screen, it hears
            // the next drag (Apple, "UISheetPresentationController.delegate").
            applySheetDelegate(config.value, to: sheet)
        }
        if case .sheetDelegate(let on) = setting { return [placedNote(on ? .delegateOn : .delegateOff)] }
        return [placedNote(.sheetOnScreen)]
    }

    /// Where a setting made with something presented went (`updatePresentedSheet`).
    enum Placement {
        case loadedCode, transitionRunning, controllerOnScreen, notASheet, delegateOn, delegateOff, sheetOnScreen
    }

    /// The note for `placement`, worded in the session's language (a Chinese lesson's in Chinese).
    func placedNote(_ placement: Placement) -> String {
        let chinese = language == .chinese
        let text: String
        switch placement {
        case .loadedCode:
            text =
                chinese
                ? "屏幕上的是你加载的代码的展示，它自己设置；这一项用于 playground 的下一次展示"
                : "what is on screen is your loaded code's, which sets its own; this applies to the playground's next presentation"
        case .transitionRunning:
            text =
                chinese
                ? "转场正在进行，屏幕上的没有改动；这一项用于下一次展示"
                : "a transition is running, so nothing on screen was changed; this applies to the next presentation"
        case .controllerOnScreen:
            text =
                chinese
                ? "已设到屏幕上的控制器：用户下次想关掉它时 UIKit 会读这个值"
                : "set on the controller on screen: UIKit reads it when the user next tries to dismiss it"
        case .notASheet:
            text =
                chinese
                ? "屏幕上的不是 sheet（`style pageSheet` 才是）：这一项用于下一个展示的 sheet"
                : "what is on screen is not a sheet (`style pageSheet` makes one): this applies to the next sheet presented"
        case .delegateOn:
            text =
                chinese
                ? "已设到屏幕上的 sheet：playground 的 sheet delegate 会听到下一次拖动"
                : "set on the sheet on screen: the playground's sheet delegate hears its next drag"
        case .delegateOff:
            text =
                chinese
                ? "屏幕上的 sheet 不再有 playground 的 sheet delegate：下一次拖动只问 UIKit"
                : "the sheet on screen has no sheet delegate of the playground's now: its next drag asks only UIKit"
        case .sheetOnScreen:
            text = chinese ? "已设到屏幕上的 sheet，它立刻采用" : "set on the sheet on screen, which takes it at once"
        }
        // `note: ` stays as scripts read it in any language, as `error: ` does.
        return "note: " + text
    }
}
