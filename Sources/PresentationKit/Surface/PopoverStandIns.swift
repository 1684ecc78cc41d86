// A popover's configuration beyond what the engine models (`barButtonItem`, `backgroundColor`,
// `canOverlapSourceViewRect`, `popoverLayoutMargins`, `sourceItem`) is in the engine's class
// body, where an app's subclass can override it: set and read back, not drawn.

/// `UIPopoverPresentationControllerSourceItem` (iOS 16): what a popover can point from, a view or
/// a bar button item.
public typealias UIPopoverPresentationControllerSourceItem = PopoverPresentationControllerSourceItem
extension UIBarButtonItem: PopoverPresentationControllerSourceItem {}
