/// `UIBarStyle` (UIKit/UIInterface.h): a bar's style before iOS 13's appearances. `blackOpaque`
/// is `black` under another name, as the header declares it.
public enum UIBarStyle: Int, Sendable {
    case `default`, black, blackTranslucent
    public static var blackOpaque: UIBarStyle { .black }
}

/// `UIToolbarDelegate` (UIKit/UIToolbar.h): a bar-positioning delegate with nothing of its own.
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

/// `UIToolbar`: a bar of bar button items, a view of its own as in UIKit. The model keeps its
/// items, style and appearances and draws it as a plain view (no buttons, no material), which its
/// first use in a session says once in a note line.
open class UIToolbar: View, UIBarPositioning {
    /// `items`, `setItems(_:animated:)`: kept (Apple: "The items displayed on the toolbar").
    open var items: [UIBarButtonItem]?
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    /// `barStyle`, `isTranslucent` (`true` by default, UIToolbar.h), `barTintColor`: kept.
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor?
    /// `delegate`: kept, weakly; asked nothing (the bar's position is `.bottom`).
    open weak var delegate: (any UIToolbarDelegate)?
    /// `barPosition`: `.bottom`, where a toolbar sits unless its delegate says otherwise [?].
    open var barPosition: UIBarPosition { .bottom }

    /// `standardAppearance` (iOS 13): never nil, a default appearance until one is set.
    open var standardAppearance: UIToolbarAppearance {
        get {
            if let kept = standard { return kept }
            let made = UIToolbarAppearance()
            standard = made
            return made
        }
        set { standard = newValue }
    }
    /// `compactAppearance` (iOS 13), `scrollEdgeAppearance`, `compactScrollEdgeAppearance`
    /// (iOS 15): nil falls back to the standard one.
    open var compactAppearance: UIToolbarAppearance?
    open var scrollEdgeAppearance: UIToolbarAppearance?
    open var compactScrollEdgeAppearance: UIToolbarAppearance?
    private var standard: UIToolbarAppearance?

    // Background and shadow images by position and metrics (UIToolbar.h, iOS 5, 6): kept and
    // read back for exactly what was set; the bar is drawn plain.
    private var looks = BarLooks()

    /// `setBackgroundImage(_:forToolbarPosition:barMetrics:)`,
    /// `backgroundImage(forToolbarPosition:barMetrics:)`.
    open func setBackgroundImage(
        _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics
    ) {
        looks[.init(look: "background", position: topOrBottom, metrics: barMetrics)] = backgroundImage
    }
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        looks[.init(look: "background", position: topOrBottom, metrics: barMetrics)]
    }
    /// `setShadowImage(_:forToolbarPosition:)`, `shadowImage(forToolbarPosition:)`.
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        looks[.init(look: "shadow", position: topOrBottom)] = shadowImage
    }
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        looks[.init(look: "shadow", position: topOrBottom)]
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        Engine.running?.noteOnce("UIToolbar: kept and drawn as a plain view; its items are not drawn")
    }
    public required init?(coder: NSCoder) {
        return nil
    }
}
