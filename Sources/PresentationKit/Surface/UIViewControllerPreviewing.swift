/// `UIViewControllerPreviewingDelegate` (3D Touch's peek and pop, deprecated in iOS 13 for context
/// menus): the model's devices have no pressure-sensitive screen, so no preview is ever asked for
/// and these are kept for code that registers one [?] (the registration says so once).
public protocol UIViewControllerPreviewingDelegate: NSObjectProtocol {
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint)
        -> UIViewController?
    func previewingContext(
        _ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// `UIViewControllerPreviewing`: what `registerForPreviewing(with:sourceView:)` hands back.
public protocol UIViewControllerPreviewing: NSObjectProtocol {
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    var delegate: UIViewControllerPreviewingDelegate { get }
    var sourceView: UIView { get }
    var sourceRect: CGRect { get set }
}

/// The registration the model keeps: a source view and its delegate, never previewed.
final class PreviewingRegistration: NSObject, UIViewControllerPreviewing {
    let previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer = UILongPressGestureRecognizer()
    let delegate: UIViewControllerPreviewingDelegate
    let sourceView: UIView
    var sourceRect: CGRect

    init(delegate: UIViewControllerPreviewingDelegate, sourceView: UIView) {
        self.delegate = delegate
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
    }
}
