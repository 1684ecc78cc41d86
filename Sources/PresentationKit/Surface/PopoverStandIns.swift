// What a popover's configuration has beyond what the engine models (issue 23's stand-ins, kept
// where issue 24's `UIPopoverPresentationController` has no member of its own): set and read
// back, not drawn, each said once in a note line. The others (`backgroundColor`,
// `canOverlapSourceViewRect`, `popoverLayoutMargins`, `sourceItem`) are in the engine's class
// body, where an app's subclass can override them.

extension SystemPresentationController {
    /// `barButtonItem`: kept (as the popover's non-view `sourceItem`); the popover points from
    /// `sourceView`/`sourceRect` [?].
    public var barButtonItem: UIBarButtonItem? {
        get { popover.sourceItem as? UIBarButtonItem }
        set {
            Engine.running?.noteOnce(
                "popover barButtonItem: kept; the model points the popover from sourceView and sourceRect")
            popover.sourceItem = newValue
        }
    }
}

/// `UIPopoverPresentationControllerSourceItem` (iOS 16): what a popover can point from, a view or
/// a bar button item.
public typealias UIPopoverPresentationControllerSourceItem = PopoverPresentationControllerSourceItem
extension UIBarButtonItem: PopoverPresentationControllerSourceItem {}
