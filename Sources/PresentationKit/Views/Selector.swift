/// `NSObjectProtocol`: what every UIKit object is, and what UIKit's delegate and transitioning
/// protocols refine (`UIViewControllerContextTransitioning: NSObjectProtocol` in
/// UIViewControllerTransitioning.h), so `perform(_:)` and `responds(to:)` reach a value typed by
/// any of them (ProsceniumUIKit declares those members).
public protocol NSObjectProtocol: AnyObject {}

extension NSObjectProtocol {
    /// `self()`: the object itself (NSObject.h declares it in the protocol; here it is the
    /// protocol's extension, so every conformer has it). What Swift finds for a bare `self` in a
    /// stored property's initialiser of an `NSObject` subclass (`let button = { …
    /// addTarget(self, …) }()`), with a warning, as on iOS.
    public func `self`() -> Self { self }
}

/// What `#selector(name)` becomes once the loader has rewritten it (docs/load-design.md): the
/// method's name, for the trace, and a closure that sends the message to a target of the type
/// that declared it. Written by hand it reads
/// `Selector("dimmingViewTapped") { target, _ in (target as! Overlay).dimmingViewTapped() }`,
/// and with the sender `{ target, sender in (target as! Overlay).handle(Selector.sender(sender)) }`.
public struct Selector {
    /// The selector's Swift name as written (`dimmingViewTapped` or `handle(_:)`).
    public let name: String
    package let send: (AnyObject, Any?) -> Void
    /// Whether an object answers the selector (`responds(to:)`): one of the type that declares
    /// the method, as the rewritten `#selector` says (`{ $0 is Overlay }`); any object for a
    /// selector written by hand.
    package let responds: (AnyObject) -> Bool

    public init(
        _ name: String, responds: @escaping (AnyObject) -> Bool = { _ in true },
        send: @escaping (AnyObject, Any?) -> Void
    ) {
        self.name = name
        self.responds = responds
        self.send = send
    }

    /// `Selector("name")`, `Selector(("name"))`: a selector by its Objective-C name, which
    /// code uses for a method it cannot name in Swift (a private one of UIKit's). There is no
    /// runtime to look it up: no object answers it and sending it does nothing [?].
    public init(_ name: String) {
        self.init(name, responds: { _ in false }) { _, _ in }
    }

    /// `#selector(object.method(_:))` rewritten: the method of whatever type `witness` has (the
    /// expression is only read for its type), sent to a target of that type.
    public static func sending<Target: AnyObject>(
        to witness: @autoclosure () -> Target?, _ name: String, send: @escaping (Target, Any?) -> Void
    ) -> Selector {
        Selector(name, responds: { $0 is Target }) { target, sender in send(target as! Target, sender) }
    }

    /// What an action is sent with (a recogniser, a control, a notification), as the type the
    /// action's parameter declares (`UIPanGestureRecognizer`, `UIButton`, `Notification`, `Any`):
    /// inferred from the call it is an argument of, so one rewrite serves every handler.
    public static func sender<T>(_ sender: Any?) -> T {
        sender as! T
    }

    /// How the trace names the action: a catalogued hook by its name as written or with its
    /// sender parameter (`dimmingViewTapped` is traced as `dimmingViewTapped(_:)`, as UIKit sends
    /// it one); any other method as written, with `(_:)` when written bare (`handleTap(_:)`).
    /// A type written before the method (`SwipeInteractor.handleSwipe(_:)`) is not part of the call.
    package var traceCall: String {
        let head = name.firstIndex(of: "(") ?? name.endIndex
        let method = name[..<head].lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
        if let hook = Hook(rawValue: method) ?? Hook(rawValue: method + "(_:)") { return hook.rawValue }
        return method.contains("(") ? method : method + "(_:)"
    }
}

/// Selectors compare and hash by name, as Objective-C's do (two `#selector`s of one method are
/// the same selector), so one can key a dictionary or sit in a set.
extension Selector: Hashable, ExpressibleByStringLiteral {
    /// A selector written as a string (`let action: Selector = "close"`), as `init(_:)`.
    public init(stringLiteral value: String) { self.init(value) }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
