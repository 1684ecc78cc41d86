/// Something that can be sized by its parent, as `UIContentContainer` (view controllers and
/// presentation controllers both are), with the protocol's requirements as UIKit declares them
/// (UIViewController.h: `UIContentContainer <NSObject>`), so code holding `any UIContentContainer`
/// (a presentation controller's child) reads its `preferredContentSize`.
public protocol ContentContainer: NSObjectProtocol {
    var preferredContentSize: Size { get }
    func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: ContentContainer)
    func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size) -> Size
    func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator)
    func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator)
}
