/// `UIBarItem`: what a bar's items share (a title, an image, whether enabled, a tag, the title's
/// text attributes per state). Kept: the model draws no bar items' images or attributes.
open class UIBarItem: NSObject, NSCoding, @unchecked Sendable {
    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    open var tag = 0
    open var imageInsets = UIEdgeInsets()
    open var landscapeImagePhone: UIImage?
    open var landscapeImagePhoneInsets = UIEdgeInsets()
    open var largeContentSizeImage: UIImage?
    open var largeContentSizeImageInsets = UIEdgeInsets()
    open var accessibilityLabel: String?
    /// The title's attributes by state (`setTitleTextAttributes(_:for:)`).
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }
    /// `init?(coder:)`: required, as UIKit's; nothing is decoded, so it fails, except with the
    /// coder `appearance()` makes a class's proxy with, and a subclass's spacers
    /// (`UIBarButtonItem.fixedSpace(_:)`), with it (a subclass's own `init?(coder:)` that calls
    /// this one makes them too).
    public required init?(coder: NSCoder) {
        guard coder === UIBarItem.proxyCoder else { return nil }
        super.init()
    }

    /// `encode(with:)` (NSCoding): nothing is archived here, so nothing is written.
    open func encode(with coder: NSCoder) {}

    /// What `appearance()` hands a class's `init?(coder:)`, and the proxies made with it.
    nonisolated(unsafe) static let proxyCoder = NSCoder()
    nonisolated(unsafe) private static var proxies: [ObjectIdentifier: UIBarItem] = [:]

    /// A class's one appearance proxy, made on first use through its required `init?(coder:)`
    /// (Swift makes an instance from a class value only through a required initialiser).
    static func appearanceProxy<Item: UIBarItem>(of type: Item.Type) -> Item {
        if let made = proxies[ObjectIdentifier(type)] as? Item { return made }
        guard let made = type.init(coder: proxyCoder) else {
            fatalError("\(type).appearance(): its init?(coder:) made no proxy; call super.init(coder:) from it")
        }
        proxies[ObjectIdentifier(type)] = made
        Engine.running?.noteOnce(
            "UIBarItem.appearance(): the proxy keeps its settings; bar items are not drawn, so none reaches them")
        return made
    }

    /// `setTitleTextAttributes(_:for:)`, `titleTextAttributes(for:)`: kept per state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        self.attributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        attributes[state.rawValue]
    }
}

/// `UIBarButtonItem`: a button for a navigation bar, kept with its target and action (the model
/// draws no bar buttons). Its initialisers are UIKit's: `init()` and `init?(coder:)` designated,
/// the rest convenience, so a subclass declares its own without `override`, as Xcode asks.
open class UIBarButtonItem: UIBarItem {
    /// The symbol effects lasting on the item (SymbolEffects.swift).
    package let symbolEffects = SymbolEffects()
    /// `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }
    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable { case plain, bordered, done }
    open var style: Style = .plain
    open weak var target: AnyObject?
    open var action: Selector?
    open var tintColor: UIColor?
    open var customView: View?
    open var width: CGFloat = 0
    /// `primaryAction` (iOS 14): what a tap on the item runs; `menu`: kept.
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    /// `isHidden` (iOS 16), `isSelected` (iOS 15), `possibleTitles`,
    /// `changesSelectionAsPrimaryAction` (iOS 15), `isSpringLoaded`: kept.
    open var isHidden = false
    open var isSelected = false
    open var possibleTitles: Set<String>?
    open var changesSelectionAsPrimaryAction = false
    open var isSpringLoaded = false
    /// The system item it was made as (UIKit keeps it privately; the navigation bar reads it).
    public internal(set) var systemItem: SystemItem?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(barButtonSystemItem item: SystemItem, target: Any?, action: Selector?) {
        self.init()
        systemItem = item
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }
    public convenience init(
        image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?
    ) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }
    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// `init(systemItem:primaryAction:menu:)` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// `init(title:image:primaryAction:menu:)` (iOS 14).
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// `init(title:image:target:action:menu:)` (iOS 14).
    public convenience init(
        title: String? = nil, image: UIImage? = nil, target: AnyObject? = nil, action: Selector? = nil,
        menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.target = target
        self.action = action
        self.menu = menu
    }

    /// `isSymbolAnimationEnabled` (iOS 17): false by default [?]; kept (no symbols are drawn).
    open var isSymbolAnimationEnabled = false
    /// `menuRepresentation` (iOS 16): what the item shows as in an overflow menu; kept.
    open var menuRepresentation: UIMenuElement?
    /// `preferredMenuElementOrder` (iOS 16): kept; the model opens no menus.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    /// `frame(in:)` (UIBarButtonItem.h): where the item is in that view's coordinates. The model
    /// lays out only a custom view of an item's, so an item with one in a view tree answers its
    /// custom view's frame, converted; any other answers `CGRect.null`, UIKit's answer for an item
    /// not shown [?].
    open func frame(in referenceView: UIView) -> CGRect {
        guard let customView, customView.superview != nil else { return .null }
        return customView.convert(customView.bounds, to: referenceView)
    }

    /// `creatingFixedGroup()` (iOS 16): a group of this item alone that stays where it is.
    open func creatingFixedGroup() -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: [self], representativeItem: nil)
    }
    /// `creatingMovableGroup(customizationIdentifier:)` (iOS 16): a group of this item alone that
    /// a user may move while customising the bar (no customising here).
    open func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        let group = UIBarButtonItemGroup(barButtonItems: [self], representativeItem: nil)
        group.customizationIdentifier = customizationIdentifier
        return group
    }
    /// `creatingOptionalGroup(customizationIdentifier:isInDefaultCustomization:)` (iOS 16): a
    /// group a user may add or remove; one not in the default customisation starts hidden [?].
    public func creatingOptionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true)
        -> UIBarButtonItemGroup
    {
        let group = UIBarButtonItemGroup(barButtonItems: [self], representativeItem: nil)
        group.customizationIdentifier = customizationIdentifier
        group.isHidden = !isInDefaultCustomization
        return group
    }

    /// `fixedSpace(_:)`, `flexibleSpace()` (UIBarButtonItem.h, iOS 14): the spacing items, of the
    /// class they are called on (`Self`, as UIKit's `instancetype`).
    open class func fixedSpace(_ width: CGFloat) -> Self {
        let item = spacer(.fixedSpace)
        item.width = width
        return item
    }
    open class func flexibleSpace() -> Self {
        spacer(.flexibleSpace)
    }

    /// A spacing item of the class called on. Swift makes an instance of a class value only
    /// through a required initialiser: `UIBarButtonItem` itself is made with `init()`, a subclass
    /// through its `init?(coder:)` with the coder `appearance()` uses, which `UIBarItem`'s
    /// accepts (a subclass's own that does not call it makes no spacer, and this stops there).
    private class func spacer(_ systemItem: SystemItem) -> Self {
        let item: Self
        if self == UIBarButtonItem.self {
            item = UIBarButtonItem() as! Self
        } else {
            guard let made = self.init(coder: UIBarItem.proxyCoder) else {
                let call = systemItem == .fixedSpace ? "fixedSpace(_:)" : "flexibleSpace()"
                fatalError("\(self).\(call): its init?(coder:) made no item; call super.init(coder:) from it")
            }
            item = made
        }
        item.systemItem = systemItem
        return item
    }

    // The appearance customisations of UIBarButtonItem.h (iOS 5, 6): background images, their
    // vertical offsets and the title's offset by control state, style and bar metrics; the back
    // button's too. Kept and read back; the model draws no bar buttons.
    private var looks = BarLooks()

    /// `setBackgroundImage(_:for:barMetrics:)`, `backgroundImage(for:barMetrics:)`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        looks[.init(look: "background", metrics: barMetrics, state: state.rawValue)] = backgroundImage
    }
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        looks[.init(look: "background", metrics: barMetrics, state: state.rawValue)]
    }
    /// `setBackgroundImage(_:for:style:barMetrics:)`, `backgroundImage(for:style:barMetrics:)`
    /// (iOS 6): for items of one style.
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics
    ) {
        looks[.init(look: "background", metrics: barMetrics, state: state.rawValue, style: style.rawValue)] =
            backgroundImage
    }
    open func backgroundImage(
        for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics
    ) -> UIImage? {
        looks[.init(look: "background", metrics: barMetrics, state: state.rawValue, style: style.rawValue)]
    }
    /// `setBackgroundVerticalPositionAdjustment(_:for:)`, `backgroundVerticalPositionAdjustment(for:)`.
    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        looks[.init(look: "backgroundOffset", metrics: barMetrics)] = adjustment
    }
    open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        looks[.init(look: "backgroundOffset", metrics: barMetrics)] ?? 0
    }
    /// `setTitlePositionAdjustment(_:for:)`, `titlePositionAdjustment(for:)`.
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        looks[.init(look: "titleOffset", metrics: barMetrics)] = adjustment
    }
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        looks[.init(look: "titleOffset", metrics: barMetrics)] ?? .zero
    }
    /// `setBackButtonBackgroundImage(_:for:barMetrics:)`, `backButtonBackgroundImage(for:barMetrics:)`.
    open func setBackButtonBackgroundImage(
        _ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics
    ) {
        looks[.init(look: "backBackground", metrics: barMetrics, state: state.rawValue)] = backgroundImage
    }
    open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        looks[.init(look: "backBackground", metrics: barMetrics, state: state.rawValue)]
    }
    /// `setBackButtonTitlePositionAdjustment(_:for:)`, `backButtonTitlePositionAdjustment(for:)`.
    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        looks[.init(look: "backTitleOffset", metrics: barMetrics)] = adjustment
    }
    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        looks[.init(look: "backTitleOffset", metrics: barMetrics)] ?? .zero
    }
    /// `setBackButtonBackgroundVerticalPositionAdjustment(_:for:)`,
    /// `backButtonBackgroundVerticalPositionAdjustment(for:)`.
    open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        looks[.init(look: "backBackgroundOffset", metrics: barMetrics)] = adjustment
    }
    open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        looks[.init(look: "backBackgroundOffset", metrics: barMetrics)] ?? 0
    }
}

/// `UIBarButtonItemGroup` (iOS 9, UIBarButtonItemGroup.h): bar button items kept together, with
/// the item that stands for them when there is no room. Kept; the model lays out no bar items.
open class UIBarButtonItemGroup: NSObject {
    /// `barButtonItems`, `representativeItem`, `isHidden` (iOS 16).
    open var barButtonItems: [UIBarButtonItem]
    open var representativeItem: UIBarButtonItem?
    open var isHidden = false
    /// `isDisplayingRepresentativeItem`: false, the model never runs out of room.
    open var isDisplayingRepresentativeItem: Bool { false }
    /// The identifier a movable or optional group was made with.
    public internal(set) var customizationIdentifier: String?

    /// `init(barButtonItems:representativeItem:)`.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
    }
    /// `init()`: a group with no items and no representative. NSObject's `init`, which Swift
    /// imports as a convenience initialiser into this class (UIBarButtonItemGroup.h marks
    /// `initWithBarButtonItems:representativeItem:` and `initWithCoder:` designated).
    public override convenience init() {
        self.init(barButtonItems: [], representativeItem: nil)
    }
}

/// `UIAppearance` (UIAppearance.h): a bar item class's proxy, whose settings are kept on it and
/// read back from it. [?] The model draws no bar items, so a setting reaches no item (said once
/// when a proxy is first made); views' proxies do reach their instances
/// (View+AppearanceProxy.swift).
extension UIBarItem: UIAppearance {
    /// `appearance()`: the class's proxy, one per class, made on first use.
    public class func appearance() -> Self { appearanceProxy(of: self) }
    /// `appearance(whenContainedInInstancesOf:)`, `appearance(for:)`,
    /// `appearance(for:whenContainedInInstancesOf:)`: the class's one proxy [?].
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        appearanceProxy(of: self)
    }
    public class func appearance(for trait: UITraitCollection) -> Self { appearanceProxy(of: self) }
    public class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        appearanceProxy(of: self)
    }
}

/// `UISpringLoadedInteractionSupporting` (UISpringLoadedInteractionSupporting.h): a control or a
/// bar button item that activates when a drag hovers over it; `isSpringLoaded` is kept (there is
/// no drag and drop here).
public protocol UISpringLoadedInteractionSupporting: NSObjectProtocol {
    var isSpringLoaded: Bool { get set }
}

extension UIBarButtonItem: UISpringLoadedInteractionSupporting {}
extension UIButton: UISpringLoadedInteractionSupporting {}
