extension ViewController {
    /// Whether this controller is presented with a partial curl (its own transition style, or its
    /// context's), and so [D] "is itself prevented from presenting any additional view
    /// controllers" (Apple, "UIModalTransitionStyle.partialCurl"; `EngineError.presentingFromPartialCurl`).
    package var isShownByPartialCurl: Bool {
        presentingViewController != nil
            && (presentationController?.transitionStyleFromContext ?? modalTransitionStyle) == .partialCurl
    }
}
