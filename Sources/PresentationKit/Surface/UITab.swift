/// `UITab` (UITab.h, iOS 18): a tab of a tab bar controller's `tabs`, with its title, image and
/// identifier, whose controller its provider makes on first read of `viewController` (and that
/// controller's `tab` is then this one). A tab bar controller given tabs (`tabs`,
/// `init(tabs:)`) shows their controllers; the model's tab bar draws no items, so a tab's title
/// and image are kept, not drawn.
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
    /// `tabBarController`: the tab bar controller whose `tabs` include this one, if any.
    open var tabBarController: UITabBarController? { owner }
    /// The tab bar controller whose `tabs` include this tab (it sets this, weakly held).
    weak var owner: UITabBarController?

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
    }

    /// `init()`: unavailable, as in UITab.h (`NS_UNAVAILABLE`).
    @available(*, unavailable)
    public override init() { fatalError("UITab needs a title, an image and an identifier") }
}
