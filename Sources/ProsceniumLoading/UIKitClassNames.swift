/// UIKit's controller classes by the names an app's code subclasses them with. The rewriter reads
/// the user's files alone, without our library's declarations, so it needs these to know that
/// `class Menu: UITableViewController` or `class Flow: UINavigationController` is a view controller
/// (and can be the screen `load` runs), not only a direct `UIViewController` subclass.
/// `UIKitClassNamesTests` derives both sets from the library's public API and fails on a
/// difference, so a controller class added to the library cannot be missed here.
public enum UIKitClassNames {
    /// Every class of our UIKit that is `UIViewController` or inherits from it (engine names too:
    /// code inside the library's own tests spells them).
    public static let viewControllers: Set<String> = [
        "ViewController", "NavigationController",
        "PHPickerViewController", "SFSafariViewController", "UIActivityViewController", "UIAlertController",
        "UICollectionViewController", "UIColorPickerViewController", "UIDocumentPickerViewController",
        "UIImagePickerController", "UIInputViewController", "UINavigationController", "UIPageViewController",
        "UISearchController", "UISplitViewController", "UITabBarController", "UITableViewController",
        "UIViewController",
    ]

    /// Every class of our UIKit that is `UIPresentationController` or inherits from it.
    public static let presentationControllers: Set<String> = [
        "PresentationController", "SystemPresentationController",
        "UIPopoverPresentationController", "UIPresentationController", "UISheetPresentationController",
    ]
}
