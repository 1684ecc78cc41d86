/// `UITab` (UITab.h, iOS 18): a tab of a tab bar controller's `tabs`, with its title, image and
/// identifier, whose controller its provider makes on first read of `viewController` (and that
/// controller's `tab` is then this one). The model's tab bar controller takes `viewControllers`,
/// not tabs, so a tab is kept for code that makes one and shown in no tab bar, said once.
open class UITab: NSObject, UISpringLoadedInteractionSupporting {
    /// `identifier`: unique among a tab bar controller's tabs.
    open var identifier: String { storedIdentifier }
    /// `title`, `image`, `subtitle`, `badgeValue`, `userInfo`: kept, not drawn.
    open var title: String
    open var image: UIImage?
    open var subtitle: String?
    open var badgeValue: String?
    open var userInfo: Any?
    /// `isEnabled`, `isHidden`, `allowsHiding`, `isSpringLoaded`: kept. [D] Enabled and shown by
    /// default; [?] hiding not allowed by default (UIKit's default is for a tab bar's sidebar).
    open var isEnabled = true
    open var isHidden = false
    open var allowsHiding = false
    open var isSpringLoaded = false
    /// `tabBarController`: the tab bar controller whose tabs include this one; nil here, as the
    /// model's tab bar controller has no tabs.
    open var tabBarController: UITabBarController? { nil }

    /// `viewController`: made by the provider on first read and kept; that controller's `tab` is
    /// this tab. [?] Without a provider, a plain controller.
    open var viewController: UIViewController {
        if let made { return made }
        let controller = provider?(self) ?? UIViewController()
        controller.tab = self
        made = controller
        return controller
    }

    private let storedIdentifier: String
    private let provider: ((UITab) -> UIViewController)?
    private var made: UIViewController?

    /// `init(title:image:identifier:viewControllerProvider:)`: designated (UITab.h).
    public init(
        title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)?
    ) {
        self.title = title
        self.image = image
        storedIdentifier = identifier
        provider = viewControllerProvider
        super.init()
        Engine.running?.noteOnce("UITab: kept; the model's tab bar controller takes viewControllers, not tabs")
    }

    /// `init()`: unavailable, as in UITab.h (`NS_UNAVAILABLE`).
    @available(*, unavailable)
    public override init() { fatalError("UITab needs a title, an image and an identifier") }
}
