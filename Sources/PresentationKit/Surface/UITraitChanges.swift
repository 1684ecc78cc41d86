// iOS 17's trait registration: `registerForTraitChanges(_:handler:)` and the trait types it takes.
// [?] The model sends no trait changes to registrations: it does not send
// `traitCollectionDidChange(_:)` either (a rotation's size classes reach an app through
// `viewWillTransition(to:with:)` and `willTransition(to:with:)`, which are traced). A
// registration is kept and its first use in a session says so once in a note line.

/// `UITraitEnvironment` (UITraitCollection.h): what has a trait collection, and is told when it
/// changes (`traitCollectionDidChange(_:)`, deprecated in iOS 17 for registrations; the model
/// sends neither, see above).
public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// `UITraitDefinition`: a trait a registration can name.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var identifier: String { get }
    static var name: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { "\(Self.self)" }
    public static var name: String { "\(Self.self)" }
    public static var affectsColorAppearance: Bool { false }
}

/// `UITrait`: a trait named by its type (`UITraitVerticalSizeClass.self`).
public typealias UITrait = any UITraitDefinition.Type

/// `UITraitChangeRegistration`: what registering returns, for `unregisterForTraitChanges(_:)`.
/// A registration is copyable (`NSCopying`), as UIKit's; a copy is the same registration.
public protocol UITraitChangeRegistration: NSObjectProtocol, NSCopying {}

/// The model's registration: the traits named and the handler kept.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [String]
    let handler: Any
    init(traits: [UITrait], handler: Any) {
        self.traits = traits.map { $0.identifier }
        self.handler = handler
        Engine.running?.noteOnce("registerForTraitChanges: kept; the model sends no trait changes")
    }
    /// `copy(with:)`: the registration itself (it never changes once made).
    func copy(with zone: NSZone?) -> Any { self }
}

/// `UITraitChangeObservable`: controllers, views, presentation controllers and window scenes.
public protocol UITraitChangeObservable: AnyObject {}

/// `UITraitChangeHandler`: what a registration calls, with the object whose traits changed.
public typealias UITraitChangeHandler<Subject> = (Subject, UITraitCollection) -> Void

extension UITraitChangeObservable {
    /// `registerForTraitChanges(_:handler:)`: generic in the handler's subject, as UIKit declares
    /// it (its generic parameter is itself named `Self`), so the handler may be written
    /// `{ (self: Self, previous: UITraitCollection) in … }` or `{ (view: MyView, _) in … }`.
    @discardableResult
    public func registerForTraitChanges<Subject: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping UITraitChangeHandler<Subject>
    ) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits, handler: handler)
    }
}

extension UITraitChangeObservable {
    /// `registerForTraitChanges(_:target:action:)`.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector)
        -> any UITraitChangeRegistration
    {
        TraitChangeRegistration(traits: traits, handler: action)
    }
    /// `registerForTraitChanges(_:action:)`.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        TraitChangeRegistration(traits: traits, handler: action)
    }
    /// `unregisterForTraitChanges(_:)`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

extension ViewController: UITraitEnvironment, UITraitChangeObservable {}
extension View: UITraitEnvironment, UITraitChangeObservable {}
extension PresentationController: UITraitEnvironment, UITraitChangeObservable {}

/// `UITraitHorizontalSizeClass`.
/// [?] UIKit's default is `.unspecified`, a size class the model does not have: compact stands in.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public typealias Value = UIUserInterfaceSizeClass
    public static let defaultValue = UIUserInterfaceSizeClass.compact
}
/// `UITraitVerticalSizeClass` (the same default as the horizontal one).
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public typealias Value = UIUserInterfaceSizeClass
    public static let defaultValue = UIUserInterfaceSizeClass.compact
}
/// `UITraitUserInterfaceStyle`.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public typealias Value = UIUserInterfaceStyle
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
}
/// `UITraitUserInterfaceIdiom`.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public typealias Value = UIUserInterfaceIdiom
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
}
/// `UITraitDisplayScale`.
public struct UITraitDisplayScale: UITraitDefinition {
    public typealias Value = CGFloat
    public static let defaultValue: CGFloat = 0
}
/// `UITraitLayoutDirection`.
public struct UITraitLayoutDirection: UITraitDefinition {
    public typealias Value = UITraitEnvironmentLayoutDirection
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}
/// `UITraitPreferredContentSizeCategory`.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public typealias Value = UIContentSizeCategory
    public static let defaultValue = UIContentSizeCategory.unspecified
}
