import PresentationKit

// What a popover's configuration has beyond what the engine models (issue 23's stand-ins, kept
// where issue 24's `UIPopoverPresentationController` has no member of its own): set and read
// back, not drawn, each said once in a note line.

/// A value kept for a member the model does not use.
final class PopoverKept<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension SystemPresentationController {
    private func kept<Value>(_ key: String, _ fallback: Value) -> Value {
        (presentedViewController.uikitExtras["popover." + key] as? PopoverKept<Value>)?.value ?? fallback
    }

    private func keep<Value>(_ key: String, _ value: Value, note: String) {
        Engine.running?.noteOnce(note)
        presentedViewController.uikitExtras["popover." + key] = PopoverKept(value)
    }

    /// `barButtonItem`: kept; the popover points from `sourceView`/`sourceRect` [?].
    public var barButtonItem: UIBarButtonItem? {
        get { kept("barButtonItem", nil) }
        set {
            keep(
                "barButtonItem", newValue,
                note: "popover barButtonItem: kept; the model points the popover from sourceView and sourceRect")
        }
    }

    /// `backgroundColor` of the popover's chrome: kept, not drawn.
    public var backgroundColor: UIColor? {
        get { kept("backgroundColor", nil) }
        set { keep("backgroundColor", newValue, note: "popover backgroundColor: kept, not drawn") }
    }

    /// `popoverLayoutMargins`: the part of the screen the popover may use (`PopoverConfiguration.layoutMargins`).
    public var popoverLayoutMargins: UIEdgeInsets {
        get { popover.layoutMargins }
        set { popover.layoutMargins = newValue }
    }

    /// `canOverlapSourceViewRect`: kept, not applied.
    public var canOverlapSourceViewRect: Bool {
        get { kept("canOverlapSourceViewRect", false) }
        set { keep("canOverlapSourceViewRect", newValue, note: "canOverlapSourceViewRect: kept, not applied") }
    }
}

/// `UIPopoverPresentationControllerSourceItem` (iOS 16): what a popover can point from, a view or
/// a bar button item.
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}
extension View: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

extension SystemPresentationController {
    /// `sourceItem` (iOS 16): a view sets `sourceView` (the popover points from it, as Apple's
    /// reference says the item is what the popover is anchored to); a bar button item is kept as
    /// `barButtonItem` is.
    public var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        get { sourceView ?? barButtonItem }
        set {
            if let view = newValue as? View {
                sourceView = view
            } else {
                barButtonItem = newValue as? UIBarButtonItem
            }
        }
    }
}
