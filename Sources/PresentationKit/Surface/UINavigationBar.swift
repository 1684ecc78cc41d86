/// `UINavigationItem`: what a controller shows in a navigation bar. The model keeps its title and
/// prompt, and a navigation controller's bar shows the title and the back button's; a bar's
/// buttons are accepted for code to compile and not drawn.
open class UINavigationItem: NSObject, NavigationItemTitle {
    /// `title`: what the bar shows; the controller's `title` sets it too.
    open var title: String? {
        didSet { owner?.titleShownDidChange() }
    }
    /// `backButtonTitle` (iOS 11): the back button's title when this item is below the top.
    open var backButtonTitle: String? {
        didSet { owner?.titleShownDidChange() }
    }
    /// The controller whose item this is (`navigationItem`), told when the title changes.
    weak var owner: ViewController?
    open var prompt: String?
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// Bar button items: kept for code to set, not drawn.
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var backBarButtonItem: UIBarButtonItem?
    open var hidesBackButton = false
    open var titleView: View?
    /// `backButtonDisplayMode` (iOS 14, UINavigationItem.h: "Controls how the back button sources
    /// its title"), read when this item is below the top: `.generic` shows "Back" (or the
    /// `backBarButtonItem`'s title, which the header says it does not ignore), `.minimal` the
    /// chevron alone. [?] `.default`'s fall-back to a generic title, then none, when the title does
    /// not fit is not modelled: the model measures no bar text.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default {
        didSet { owner?.titleShownDidChange() }
    }
    /// `style` (iOS 16): `.editor` shows the back button as the chevron alone when this item is on
    /// top (UINavigationItem.h: "The back button will always present as chevron-only"), as the bar
    /// is drawn. [?] The leading-aligned title of `.browser` and `.editor`, and their centre items,
    /// are not drawn (the bar is a strip of text), said once.
    open var style: ItemStyle = .navigator {
        didSet {
            if style != .navigator {
                Engine.running?.noteOnce(
                    "UINavigationItem.style: the back button follows it; the title's alignment and centre items are not drawn"
                )
            }
            owner?.titleShownDidChange()
        }
    }
    /// `leadingItemGroups`, `centerItemGroups`, `trailingItemGroups` (iOS 16): kept, not drawn, as
    /// the bar's buttons are not. [?] UIKit derives the leading and trailing groups from
    /// `leftBarButtonItems`/`rightBarButtonItems` when they are not set; here they read back what
    /// was set.
    open var leadingItemGroups: [UIBarButtonItemGroup] = []
    open var centerItemGroups: [UIBarButtonItemGroup] = [] {
        didSet {
            if !centerItemGroups.isEmpty {
                Engine.running?.noteOnce("UINavigationItem.centerItemGroups: kept, not drawn")
            }
        }
    }
    open var trailingItemGroups: [UIBarButtonItemGroup] = []
    /// `customizationIdentifier` (iOS 16): kept; the model saves no customisation.
    open var customizationIdentifier: String?
    /// `titleMenuProvider` (iOS 16): kept, never asked, as the model's bar has no title menu to open.
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)? {
        didSet {
            if titleMenuProvider != nil {
                Engine.running?.noteOnce("UINavigationItem.titleMenuProvider: kept; the bar opens no title menu")
            }
        }
    }
    /// The item's bar appearances by kind (UIBarAppearance.swift).
    var appearances = BarAppearances()
    /// The item's search settings (UISearchController.swift).
    var searchSettings = NavigationItemSearch()

    public init(title: String) {
        self.title = title
    }

    public override init() {}

    package var titleText: String? { title }
    package var backTitleText: String? { backBarButtonItem?.title ?? backButtonTitle }
    package func controllerTitleDidChange(_ title: String?) { self.title = title }

    /// `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Sendable { case automatic, always, never }

    /// `UINavigationItem.BackButtonDisplayMode` (iOS 14), with UIKit's raw values.
    public enum BackButtonDisplayMode: Int, Sendable {
        case `default` = 0
        case generic = 1
        case minimal = 2
    }

    /// `UINavigationItem.ItemStyle` (iOS 16), with UIKit's raw values.
    public enum ItemStyle: Int, Sendable {
        case navigator = 0
        case browser = 1
        case editor = 2
    }
}

/// `UINavigationBar`: a view of its own, as in UIKit, placed by the code that adds it (a
/// presentation controller's wrapper puts one along its top, 44 points tall); it keeps the items
/// it shows. Drawn as a plain view: titles and buttons are not drawn.
open class UINavigationBar: View {
    /// The stack of items, the top one last (Apple: "The bottom item is at index 0").
    open var items: [UINavigationItem]?
    open var prefersLargeTitles = false
    /// `isTranslucent`, `barStyle` (UINavigationBar.h; `.default` unless set), `barTintColor`,
    /// `titleTextAttributes`, `largeTitleTextAttributes`, `shadowImage`: the looks before iOS 13's
    /// appearances; kept, not drawn, and an appearance proxy's settings of them reach each bar.
    open var isTranslucent = true {
        didSet { appearanceSet("isTranslucent", \UINavigationBar.isTranslucent) }
    }
    open var barStyle: UIBarStyle = .default {
        didSet { appearanceSet("barStyle", \UINavigationBar.barStyle) }
    }
    open var barTintColor: UIColor? {
        didSet { appearanceSet("barTintColor", \UINavigationBar.barTintColor) }
    }
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { appearanceSet("titleTextAttributes", \UINavigationBar.titleTextAttributes) }
    }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { appearanceSet("largeTitleTextAttributes", \UINavigationBar.largeTitleTextAttributes) }
    }
    open var shadowImage: UIImage? {
        didSet { appearanceSet("shadowImage", \UINavigationBar.shadowImage) }
    }
    /// The bar's appearances by kind (UIBarAppearance.swift).
    var appearances = BarAppearances()

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open var topItem: UINavigationItem? { items?.last }
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
    open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? { items?.popLast() }

    // Background images by position and metrics (UINavigationBar.h, iOS 5 and 7): kept and read
    // back for exactly what was set; the bar is drawn plain.
    private var looks = BarLooks()

    /// `setBackgroundImage(_:for:barMetrics:)`, `backgroundImage(for:barMetrics:)` (iOS 7).
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        looks[.init(look: "background", position: barPosition, metrics: barMetrics)] = backgroundImage
    }
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        looks[.init(look: "background", position: barPosition, metrics: barMetrics)]
    }
    /// `setBackgroundImage(_:for:)`, `backgroundImage(for:)` (iOS 5): the image for any position.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }
    /// `setTitleVerticalPositionAdjustment(_:for:)`, `titleVerticalPositionAdjustment(for:)`.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        looks[.init(look: "titleOffset", metrics: barMetrics)] = adjustment
    }
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        looks[.init(look: "titleOffset", metrics: barMetrics)] ?? 0
    }
}
