// iOS 13's bar appearances, as a presented navigation controller is styled with them. The model
// draws bars plain (no title text, no buttons, no background material): an appearance is kept
// where it is set and read back, and its first use in a session says so once in a note line.

/// `UIBarAppearance`: a bar's background and shadow.
open class UIBarAppearance: NSObject {
    /// `idiom`: the phone's unless made for another.
    public let idiom: UIUserInterfaceIdiom
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    /// `init(idiom:)`, `init()`: the default background (a blur and a hairline shadow).
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        Engine.running?.noteOnce("\(type(of: self)): kept; bars are drawn plain")
        configureWithDefaultBackground()
    }
    public convenience override init() { self.init(idiom: .phone) }
    /// `init(barAppearance:)`: a copy of another's background and shadow.
    public convenience init(barAppearance: UIBarAppearance) {
        self.init(idiom: barAppearance.idiom)
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// `configureWithDefaultBackground()`: the system material and a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }
    /// `configureWithOpaqueBackground()`: the system background colour, no blur.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }
    /// `configureWithTransparentBackground()`: nothing behind the bar, no shadow.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        shadowColor = .clear
    }

    /// `copy()`: an appearance of the same class with the same settings.
    open func copy() -> Any { UIBarAppearance(barAppearance: self) }
}

/// `UIBarButtonItemStateAppearance`: a bar button's look in one state.
public final class UIBarButtonItemStateAppearance: NSObject {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var backgroundImage: UIImage?
    public var backgroundImagePositionAdjustment = UIOffset.zero
}

/// `UIBarButtonItemAppearance`: a bar button's look in each state.
open class UIBarButtonItemAppearance: NSObject {
    /// `UIBarButtonItem.Style` the appearance was made for.
    public let style: UIBarButtonItem.Style
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()

    public init(style: UIBarButtonItem.Style) { self.style = style }
    public convenience override init() { self.init(style: .plain) }
    /// `configureWithDefault(for:)`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {}
}

/// `UINavigationBarAppearance`: a navigation bar's title text and buttons beside its background.
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var prominentButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    open private(set) var backIndicatorImage: UIImage?
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// `setBackIndicatorImage(_:transitionMaskImage:)`.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }

    open override func copy() -> Any {
        let made = UINavigationBarAppearance(barAppearance: self)
        made.titleTextAttributes = titleTextAttributes
        made.largeTitleTextAttributes = largeTitleTextAttributes
        made.titlePositionAdjustment = titlePositionAdjustment
        made.buttonAppearance = buttonAppearance
        made.doneButtonAppearance = doneButtonAppearance
        made.backButtonAppearance = backButtonAppearance
        made.setBackIndicatorImage(backIndicatorImage, transitionMaskImage: backIndicatorTransitionMaskImage)
        return made
    }
}

/// `UIToolbarAppearance`: a toolbar's buttons beside its background.
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
}

/// The bar appearances a navigation item or a navigation bar keeps, by kind.
struct BarAppearances {
    var standard: UINavigationBarAppearance?
    var compact: UINavigationBarAppearance?
    var scrollEdge: UINavigationBarAppearance?
    var compactScrollEdge: UINavigationBarAppearance?
}

// UIKit declares the four on the item (optional: nil falls back to the bar's) and on the bar.
extension UINavigationItem {
    /// `standardAppearance`, `compactAppearance`, `scrollEdgeAppearance`,
    /// `compactScrollEdgeAppearance` (iOS 13, 15): this item's bar looks, over the bar's own.
    public var standardAppearance: UINavigationBarAppearance? {
        get { appearances.standard }
        set { appearances.standard = newValue }
    }
    public var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set { appearances.compact = newValue }
    }
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = newValue }
    }
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = newValue }
    }
}

// A bar's four are appearance properties (UINavigationBar.h marks them UI_APPEARANCE_SELECTOR):
// set on `UINavigationBar.appearance()`, each bar entering a window gets a copy, as the header's
// `copy` attribute gives every bar its own.
extension UINavigationBar {
    /// `standardAppearance`: never nil, a default appearance until one is set.
    public var standardAppearance: UINavigationBarAppearance {
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
    public var compactAppearance: UINavigationBarAppearance? {
        get { appearances.compact }
        set {
            appearances.compact = newValue
            appearanceSet("compactAppearance") { [newValue] in
                { ($0 as? UINavigationBar)?.compactAppearance = newValue?.copied }
            }
        }
    }
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.scrollEdge }
        set {
            appearances.scrollEdge = newValue
            appearanceSet("scrollEdgeAppearance") { [newValue] in
                { ($0 as? UINavigationBar)?.scrollEdgeAppearance = newValue?.copied }
            }
        }
    }
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set {
            appearances.compactScrollEdge = newValue
            appearanceSet("compactScrollEdgeAppearance") { [newValue] in
                { ($0 as? UINavigationBar)?.compactScrollEdgeAppearance = newValue?.copied }
            }
        }
    }
}

extension UINavigationBarAppearance {
    /// A copy of its own, as a `copy` property keeps it.
    fileprivate var copied: UINavigationBarAppearance { copy() as? UINavigationBarAppearance ?? self }
}
