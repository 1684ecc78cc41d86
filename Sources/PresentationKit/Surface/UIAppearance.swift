/// `UIAppearanceContainer`: a class whose instances can contain views an appearance is scoped to
/// (`appearance(whenContainedInInstancesOf:)`). UIKit's views, controllers and presentation
/// controllers are containers (UIAppearance.h). UIKit declares both protocols `@MainActor`; here,
/// as the library's classes, they are not, and loaded code runs on the main actor anyway (an
/// isolated protocol made an app controller's own methods main-actor-isolated and its overrides
/// of the library's not, so they could not call each other).
public protocol UIAppearanceContainer: NSObjectProtocol {}

/// `UIAppearance`: a class's proxy, whose settings its instances take as they enter a window
/// (View+AppearanceProxy.swift says how the model keeps and applies them, and what it leaves [?]).
public protocol UIAppearance: NSObjectProtocol {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    static func appearance(for trait: UITraitCollection) -> Self
    static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
}

extension UIView: UIAppearance, UIAppearanceContainer {
    /// `appearance()`: the class's proxy, one per class, made on first use.
    public class func appearance() -> Self {
        View.appearanceProxy(of: self) as! Self
    }

    /// `appearance(whenContainedInInstancesOf:)`: the class's one proxy; the model does not scope
    /// a setting to a container, and says so once [?].
    public class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        Engine.running?.noteOnce(
            "UIAppearance: a proxy scoped to containers or traits is the class's one proxy; its settings reach every instance"
        )
        return appearance()
    }

    /// `appearance(for:)`: the class's one proxy, as above [?].
    public class func appearance(for trait: UITraitCollection) -> Self {
        appearance(whenContainedInInstancesOf: [])
    }

    /// `appearance(for:whenContainedInInstancesOf:)`: the class's one proxy, as above [?].
    public class func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self {
        appearance(whenContainedInInstancesOf: containerTypes)
    }

    /// Not UIKit API: what `load` adds to an app's view property it can observe (an `@objc
    /// dynamic` stored one, UIKit's `UI_APPEARANCE_SELECTOR` idiom): on a proxy, `apply` is kept
    /// for the class's instances; on a view, the property counts as set directly. Spelled as the
    /// rewriter's other names are (`__psc_`), so it can clash with no name of the app's.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public func __psc_appearanceSet(_ key: String, _ apply: @autoclosure () -> (UIView) -> Void) {
        appearanceSet(key, apply)
    }
}

extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}
