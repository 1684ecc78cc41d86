extension ViewController {
    /// What `sheetPresentationController` (iOS 15+) answers (in the class body, which a subclass
    /// can override): the sheet managing this controller's presentation
    /// when its style is a sheet (`.pageSheet`, `.formSheet`, or `.automatic`); nil otherwise. Read
    /// before presenting, it is made then, as `presentationController` is, and what the app sets
    /// on it (detents, delegate) is carried into the presentation.
    func currentSheetPresentationController() -> SystemPresentationController? {
        if let active = activePresentationController { return active as? SystemPresentationController }
        guard presentingViewController == nil,
            [.pageSheet, .formSheet, .automatic].contains(modalPresentationStyle)
        else { return nil }
        if let pending = pendingPresentationController as? SystemPresentationController { return pending }
        let made = SystemPresentationController(
            presentedViewController: self, presenting: nil,
            style: modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle)
        made.delegate = pendingPresentationController?.delegate
        pendingPresentationController = made
        return made
    }
}

extension ViewController {
    /// What `popoverPresentationController` answers: the popover managing this controller's presentation when
    /// its style is `.popover`; nil otherwise. Read before presenting, it is made then, and what
    /// the app sets on it (its source, arrows, delegate) is carried into the presentation.
    func currentPopoverPresentationController() -> SystemPresentationController? {
        if let active = activePresentationController {
            return active.presentationStyle == .popover ? active as? SystemPresentationController : nil
        }
        guard presentingViewController == nil, modalPresentationStyle == .popover else { return nil }
        if let pending = pendingPresentationController as? SystemPresentationController { return pending }
        let made = SystemPresentationController(presentedViewController: self, presenting: nil, style: .popover)
        made.delegate = pendingPresentationController?.delegate
        pendingPresentationController = made
        return made
    }
}
