/// `UIViewController`: PresentationKit's controller, so the engine calls the user's overrides of
/// the appearance methods and `viewWillTransition(to:with:)` directly.
public typealias UIViewController = ViewController
/// `UIPresentationController`: subclass it and override its members as on iOS.
public typealias UIPresentationController = PresentationController
/// `UIContentContainer`.
public typealias UIContentContainer = ContentContainer
/// `UIModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UIModalTransitionStyle`: `.coverVertical`, `.flipHorizontal`, `.crossDissolve`, `.partialCurl`.
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// `UITraitCollection`.
public typealias UITraitCollection = TraitCollection
/// `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = SizeClass

/// `NSCoder`: what `required init?(coder:)` takes; nothing is decoded here.
public typealias NSCoder = Coder

extension ViewController {
    /// `showDetailTargetDidChangeNotification` (UIViewController.h): posted when the controller
    /// that `showDetailViewController(_:sender:)` would reach changes (a split view controller
    /// collapsing or expanding); the model posts none.
    public static let showDetailTargetDidChangeNotification = NSNotification.Name(
        "UIViewControllerShowDetailTargetDidChangeNotification")
}

/// `UIViewController` adopts `NSCoding` (UIViewController.h): the requirements are its own
/// `init?(coder:)` and `encode(with:)`.
extension ViewController: NSCoding {}
