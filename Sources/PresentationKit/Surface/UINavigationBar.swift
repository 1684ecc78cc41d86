/// `UINavigationItem`: what a controller shows in a navigation bar. The model keeps its title and
/// prompt, and a navigation controller's bar shows the title and the back button's; a bar's
/// buttons are accepted for code to compile and not drawn.
open class UINavigationItem: NSObject, NSCoding, NavigationItemTitle {
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
    /// `prompt`: kept, not drawn.
    open var prompt: String?
    /// `largeTitleDisplayMode` (iOS 11): `.automatic` by default; kept (the bar draws one title size).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// Bar button items: kept for code to set, not drawn. The singular ones are the first of the
    /// plural ones (UINavigationItem.h: "The older single properties ... now refer to the first
    /// item in the respective array of items").
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The `animated:` forms set the same items; the bar draws no buttons, so nothing animates.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// `leftItemsSupplementBackButton` (iOS 5): false by default; kept.
    open var leftItemsSupplementBackButton = false
    open var backBarButtonItem: UIBarButtonItem?
    /// `hidesBackButton`, `setHidesBackButton(_:animated:)`: kept; the bar's back button is drawn
    /// from the item below whatever this says [?].
    open var hidesBackButton = false
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// `backAction` (iOS 16): kept; a tap on the bar's back button pops as before, it does not
    /// perform this action [?], said once.
    open var backAction: UIAction? {
        didSet {
            if backAction != nil {
                Engine.running?.noteOnce("UINavigationItem.backAction: kept; the back button pops without it")
            }
        }
    }
    /// `renameDelegate`, `documentProperties` (iOS 16): kept; the bar has no rename field and no
    /// document menu, so neither is used.
    open weak var renameDelegate: (any UINavigationItemRenameDelegate)?
    open var documentProperties: UIDocumentProperties?
    /// `pinnedTrailingGroup`, `additionalOverflowItems` (iOS 16): kept, not drawn.
    open var pinnedTrailingGroup: UIBarButtonItemGroup?
    open var additionalOverflowItems: UIDeferredMenuElement?
    /// `overflowPresentationSource` (iOS 16): the overflow button while it is shown; the model's
    /// bar shows none, so nil.
    open var overflowPresentationSource: (any UIPopoverPresentationControllerSourceItem)? { nil }
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
    /// `standardAppearance`, `compactAppearance`, `scrollEdgeAppearance`,
    /// `compactScrollEdgeAppearance` (iOS 13, 15): this item's bar looks, over the bar's own.
    open var standardAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// `searchController` (iOS 11), `hidesSearchBarWhenScrolling` (true by default): kept.
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    /// `preferredSearchBarPlacement` (iOS 16): `.automatic` by default; kept.
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
    /// `searchBarPlacement` (iOS 16): where the bar placed the search bar. The model draws no
    /// search bar: a preferred placement is taken as realised, and `.automatic` as `.stacked`,
    /// the iPhone navigator layout's [?].
    open var searchBarPlacement: SearchBarPlacement {
        preferredSearchBarPlacement == .automatic ? .stacked : preferredSearchBarPlacement
    }
    /// `UINavigationItem.SearchBarPlacement` (iOS 16), with UIKit's raw values.
    public enum SearchBarPlacement: Int, @unchecked Sendable { case automatic, inline, stacked }

    public init(title: String) {
        self.title = title
    }

    /// `init(coder:)`: required, as UIKit's; nothing is decoded here.
    public required init?(coder: NSCoder) { return nil }
    /// `encode(with:)` (NSCoding): nothing is archived here, so nothing is written.
    open func encode(with coder: NSCoder) {}

    /// `init()`: inherited from NSObject as a convenience initialiser, since the class has its
    /// own designated ones; no title.
    public convenience override init() {
        self.init(title: "")
        title = nil
    }

    package var titleText: String? { title }
    package var backTitleText: String? { backBarButtonItem?.title ?? backButtonTitle }
    package func controllerTitleDidChange(_ title: String?) { self.title = title }

    /// `UINavigationItem.LargeTitleDisplayMode` (iOS 11; `inline` iOS 17), with UIKit's raw values.
    public enum LargeTitleDisplayMode: Int, @unchecked Sendable { case automatic, always, never, inline }

    /// `UINavigationItem.BackButtonDisplayMode` (iOS 14), with UIKit's raw values.
    public enum BackButtonDisplayMode: Int, @unchecked Sendable {
        case `default` = 0
        case generic = 1
        case minimal = 2
    }

    /// `UINavigationItem.ItemStyle` (iOS 16), with UIKit's raw values.
    public enum ItemStyle: Int, @unchecked Sendable {
        case navigator = 0
        case browser = 1
        case editor = 2
    }
}

/// `UINavigationBar`: a view of its own, as in UIKit, placed by the code that adds it (a
/// presentation controller's wrapper puts one along its top, 44 points tall); it keeps the items
/// it shows. Drawn as a plain view: titles and buttons are not drawn.
open class UINavigationBar: View, UIBarPositioning {
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
    /// The bar's appearances by kind.
    var appearances = BarAppearances()
    /// `backIndicatorImage`, `backIndicatorTransitionMaskImage` (iOS 7): the back chevron's
    /// image before iOS 13's appearances; kept, not drawn.
    open var backIndicatorImage: UIImage?
    open var backIndicatorTransitionMaskImage: UIImage?
    /// `barPosition` (UIBarPositioning): `.top`, where a navigation bar sits; the model's bars
    /// have no delegate to say otherwise [?].
    open var barPosition: UIBarPosition { .top }

    // A bar's four are appearance properties (UINavigationBar.h marks them UI_APPEARANCE_SELECTOR):
    // set on `UINavigationBar.appearance()`, each bar entering a window gets a copy, as the header's
    // `copy` attribute gives every bar its own.
    /// `standardAppearance`: never nil, a default appearance until one is set.
    open var standardAppearance: UINavigationBarAppearance {
        get {
            if let kept = appearances.standard { return kept }
            let made = UINavigationBarAppearance()
            appearances.standard = made
            return made
        }
        set {
            appearances.standard = newValue
            appearanceSet("standardAppearance") { [newValue] in
                { ($0 as? UINavigationBar)?.standardAppearance = newValue.copied }
            }
        }
    }
    /// `compactAppearance`, `scrollEdgeAppearance`, `compactScrollEdgeAppearance`.
    open var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set {
            appearances.compact = newValue
            appearanceSet("compactAppearance") { [newValue] in
                { ($0 as? UINavigationBar)?.compactAppearance = newValue?.copied }
            }
        }
    }
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set {
            appearances.scrollEdge = newValue
            appearanceSet("scrollEdgeAppearance") { [newValue] in
                { ($0 as? UINavigationBar)?.scrollEdgeAppearance = newValue?.copied }
            }
        }
    }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set {
            appearances.compactScrollEdge = newValue
            appearanceSet("compactScrollEdgeAppearance") { [newValue] in
                { ($0 as? UINavigationBar)?.compactScrollEdgeAppearance = newValue?.copied }
            }
        }
    }

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
