// iOS 13's bar appearances, as a presented navigation controller is styled with them. The model
// draws bars plain (no title text, no buttons, no background material): an appearance is kept
// where it is set and read back, and its first use in a session says so once in a note line.

/// `UIBarAppearance` (UIBarAppearance.h, iOS 13): a bar's background and shadow.
open class UIBarAppearance: NSObject, NSCopying, NSSecureCoding {
    /// `idiom`: the phone's unless made for another.
    open var idiom: UIUserInterfaceIdiom { madeIdiom }
    private let madeIdiom: UIUserInterfaceIdiom
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    /// `init(idiom:)`, `init()`: the default background (a blur and a hairline shadow).
    public init(idiom: UIUserInterfaceIdiom) {
        madeIdiom = idiom
        super.init()
        Engine.running?.noteOnce("\(type(of: self)): kept; bars are drawn plain")
        configureWithDefaultBackground()
    }
    public convenience override init() { self.init(idiom: .phone) }
    /// `init(barAppearance:)` (designated, UIBarAppearance.h): a copy of another's background and
    /// shadow, its idiom kept.
    public init(barAppearance: UIBarAppearance) {
        madeIdiom = barAppearance.idiom
        super.init()
        Engine.running?.noteOnce("\(type(of: self)): kept; bars are drawn plain")
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }
    /// `init(coder:)` (designated and, for `NSCoding`, required; not failable in UIKit): nothing
    /// is decoded here, so the appearance is a default one for the phone.
    public required init(coder: NSCoder) {
        madeIdiom = .phone
        super.init()
        configureWithDefaultBackground()
    }
    /// `encode(with:)`, `supportsSecureCoding` (NSSecureCoding): nothing is archived here.
    open func encode(with coder: NSCoder) {}
    public class var supportsSecureCoding: Bool { true }

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

    /// `copy()`: an appearance of the same class with the same settings. (UIKit declares it
    /// `-> Self`; here it answers `Any`, as `copy(with:)` does.)
    open func copy() -> Any { UIBarAppearance(barAppearance: self) }
    /// `copy(with:)` (NSCopying): `copy()`.
    open func copy(with zone: NSZone? = nil) -> Any { copy() }
}

/// `UIBarButtonItemStateAppearance` (UIBarButtonItemAppearance.h, iOS 13): a bar button's look
/// in one state, kept (bar buttons are not drawn). UIKit makes them; `init()` is unavailable.
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment = UIOffset.zero
    package override init() { super.init() }
}

/// `UIBarButtonItemAppearance` (UIBarButtonItemAppearance.h, iOS 13): a bar button's look in
/// each state, kept.
open class UIBarButtonItemAppearance: NSObject, NSCopying, NSSecureCoding {
    /// The `UIBarButtonItem.Style` the appearance was made for (not UIKit's API: the model's record).
    public private(set) var style: UIBarButtonItem.Style
    open private(set) var normal = UIBarButtonItemStateAppearance()
    open private(set) var highlighted = UIBarButtonItemStateAppearance()
    open private(set) var disabled = UIBarButtonItemStateAppearance()
    open private(set) var focused = UIBarButtonItemStateAppearance()

    /// `init(style:)`: an appearance with the defaults for a style.
    public init(style: UIBarButtonItem.Style) { self.style = style }
    /// `init()`: for the plain style.
    public convenience override init() { self.init(style: .plain) }
    /// `init(coder:)` (required, not failable in UIKit): nothing is decoded, so a plain one.
    public required init(coder: NSCoder) { style = .plain }
    /// `encode(with:)`, `supportsSecureCoding` (NSSecureCoding): nothing is archived here.
    open func encode(with coder: NSCoder) {}
    public class var supportsSecureCoding: Bool { true }
    /// `configureWithDefault(for:)`: every state back to the defaults of a style.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        self.style = style
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }
    /// `copy(with:)` (NSCopying): an appearance with the same style and state settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let made = UIBarButtonItemAppearance(style: style)
        for (to, from) in [
            (made.normal, normal), (made.highlighted, highlighted), (made.disabled, disabled), (made.focused, focused),
        ] {
            to.titleTextAttributes = from.titleTextAttributes
            to.titlePositionAdjustment = from.titlePositionAdjustment
            to.backgroundImage = from.backgroundImage
            to.backgroundImagePositionAdjustment = from.backgroundImagePositionAdjustment
        }
        return made
    }
}

/// `UINavigationBarAppearance` (UINavigationBarAppearance.h, iOS 13): a navigation bar's title
/// text and buttons beside its background.
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var prominentButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// `backIndicatorImage`, `backIndicatorTransitionMaskImage`: what was set, or the system's
    /// back chevron (never nil in UIKit).
    open var backIndicatorImage: UIImage { keptBackIndicatorImage ?? UIImage(systemName: "chevron.backward")! }
    open var backIndicatorTransitionMaskImage: UIImage {
        keptBackIndicatorTransitionMaskImage ?? UIImage(systemName: "chevron.backward")!
    }
    private var keptBackIndicatorImage: UIImage?
    private var keptBackIndicatorTransitionMaskImage: UIImage?

    /// `setBackIndicatorImage(_:transitionMaskImage:)`: nil for either puts back the default.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        keptBackIndicatorImage = backIndicatorImage
        keptBackIndicatorTransitionMaskImage = transitionMaskImage
    }

    open override func copy() -> Any {
        let made = UINavigationBarAppearance(barAppearance: self)
        made.titleTextAttributes = titleTextAttributes
        made.largeTitleTextAttributes = largeTitleTextAttributes
        made.titlePositionAdjustment = titlePositionAdjustment
        made.buttonAppearance = buttonAppearance
        made.doneButtonAppearance = doneButtonAppearance
        made.backButtonAppearance = backButtonAppearance
        made.setBackIndicatorImage(keptBackIndicatorImage, transitionMaskImage: keptBackIndicatorTransitionMaskImage)
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

extension UINavigationBarAppearance {
    /// A copy of its own, as a `copy` property keeps it.
    var copied: UINavigationBarAppearance { copy() as? UINavigationBarAppearance ?? self }
}
