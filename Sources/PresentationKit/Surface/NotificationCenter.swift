/// `Notification` (Foundation's, which the loader leaves out): a name, a sender and a payload.
public struct Notification {
    /// `Notification.Name` (`NSNotification.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public var name: Name
    public var object: Any?
    public var userInfo: [AnyHashable: Any]?

    public init(name: Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }
}

/// `notification as NSNotification` is the same value here, as Swift bridges the two on iOS.
public typealias NSNotification = Notification

/// `NotificationCenter` (Foundation's): observers by name, called at once, in the order they
/// were added, when a notification is posted. The model posts none of UIKit's own (no keyboard,
/// no status bar changes); an app's own posts reach its observers.
public final class NotificationCenter {
    /// `NotificationCenter.default`.
    nonisolated(unsafe) public static let `default` = NotificationCenter()

    public init() {}

    private struct Observation {
        weak var observer: AnyObject?
        /// For a block observer, the token handed back (the observation lives as long as the centre).
        var token: Token?
        var name: Notification.Name?
        var object: AnyObject?
        var deliver: (Notification) -> Void
    }

    /// What `addObserver(forName:object:queue:using:)` returns, to remove it by.
    final class Token: NSObjectProtocol {}

    private var observations: [Observation] = []

    /// `addObserver(_:selector:name:object:)`: `selector` is sent to `observer` with the
    /// notification; the observer is held weakly, as since iOS 9.
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        let target = observer as AnyObject
        observations.append(
            Observation(
                observer: target, token: nil, name: name, object: object.map { $0 as AnyObject },
                deliver: { [weak target] notification in
                    if let target { selector.send(target, notification) }
                }))
    }

    /// `addObserver(forName:object:queue:using:)`: the block runs at each post, at once: the
    /// poster waits for a block sent to another queue, so it has run when `post` returns.
    @discardableResult
    public func addObserver(
        forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
        using block: @escaping (Notification) -> Void
    ) -> NSObjectProtocol {
        let token = Token()
        observations.append(
            Observation(
                observer: token, token: token, name: name, object: object.map { $0 as AnyObject }, deliver: block))
        return token
    }

    /// `removeObserver(_:)`.
    public func removeObserver(_ observer: Any) {
        let target = observer as AnyObject
        observations.removeAll { $0.observer === target }
    }

    /// `removeObserver(_:name:object:)`.
    public func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
        let target = observer as AnyObject
        observations.removeAll { $0.observer === target && (name == nil || $0.name == name) }
    }

    /// `post(_:)`.
    public func post(_ notification: Notification) {
        let sender = notification.object.map { $0 as AnyObject }
        for o in observations where o.observer != nil {
            if let name = o.name, name != notification.name { continue }
            if let wanted = o.object, wanted !== sender { continue }
            o.deliver(notification)
        }
    }

    /// `post(name:object:userInfo:)`.
    public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }
}

/// `UIResponder` (PresentationKit's `Responder`): views, controllers, the application and scenes.
public typealias UIResponder = Responder

/// `UIResponder`'s keyboard notifications and their `userInfo` keys. The model has no keyboard,
/// so none is ever posted; an observer of them compiles and is never called (`Engine.noteOnce`
/// says so when one is added).
extension Responder {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// `NSValue` (Foundation's NSValue.h, with UIKit's NSValue+UIGeometry in UIGeometry.h): a box
/// for one geometry value, as keyboard notifications box their frames and animations their
/// points and transforms. Reading a value of another kind than the one boxed gives zero (the
/// identity for a transform) [?]: Foundation's `getValue(_:size:)` under the readers may raise
/// instead; the model does not.
public final class NSValue {
    private enum Boxed {
        case rect(CGRect)
        case point(CGPoint)
        case size(CGSize)
        case transform(CGAffineTransform)
        case insets(UIEdgeInsets)
        case range(NSRange)
    }
    private let boxed: Boxed
    public init(cgRect: CGRect) { boxed = .rect(cgRect) }
    /// `NSValue(cgPoint:)`.
    public init(cgPoint: CGPoint) { boxed = .point(cgPoint) }
    /// `NSValue(cgSize:)`.
    public init(cgSize: CGSize) { boxed = .size(cgSize) }
    /// `NSValue(cgAffineTransform:)`.
    public init(cgAffineTransform: CGAffineTransform) { boxed = .transform(cgAffineTransform) }
    /// `NSValue(uiEdgeInsets:)`.
    public init(uiEdgeInsets: UIEdgeInsets) { boxed = .insets(uiEdgeInsets) }
    /// `NSValue(range:)` (NSRange.h).
    public init(range: NSRange) { boxed = .range(range) }

    public var cgRectValue: CGRect {
        if case .rect(let value) = boxed { return value }
        return .zero
    }
    public var cgPointValue: CGPoint {
        if case .point(let value) = boxed { return value }
        return .zero
    }
    public var cgSizeValue: CGSize {
        if case .size(let value) = boxed { return value }
        return .zero
    }
    public var cgAffineTransformValue: CGAffineTransform {
        if case .transform(let value) = boxed { return value }
        return .identity
    }
    public var uiEdgeInsetsValue: UIEdgeInsets {
        if case .insets(let value) = boxed { return value }
        return .zero
    }
    public var rangeValue: NSRange {
        if case .range(let value) = boxed { return value }
        return NSRange(location: 0, length: 0)
    }
}

/// `NSNumber`, as keyboard notifications box their duration and curve.
public final class NSNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    public let doubleValue: Double
    public init(value: Double) { doubleValue = value }
    public init(value: Int) { doubleValue = Double(value) }
    public init(value: Float) { doubleValue = Double(value) }
    public init(value: Bool) { doubleValue = value ? 1 : 0 }
    public init(value: UInt) { doubleValue = Double(value) }
    /// A number written as a literal (`locations = [0, 0.5, 1]`, `keyTimes = [0, 0.2, 1]`), as
    /// the Foundation overlay's literal conformances allow.
    public convenience init(integerLiteral value: Int) { self.init(value: value) }
    public convenience init(floatLiteral value: Double) { self.init(value: value) }
    public convenience init(booleanLiteral value: Bool) { self.init(value: value) }
    public var intValue: Int { Int(doubleValue) }
    public var uintValue: UInt { UInt(max(0, doubleValue)) }
    public var floatValue: Float { Float(doubleValue) }
    public var boolValue: Bool { doubleValue != 0 }
}

// System notifications presentation code observes, with UIKit's names. The model posts none of
// them (no Dynamic Type changes, device rotation through the window's own `rotate`, one app
// always active): an observer compiles and is never called.
extension UIContentSizeCategory {
    /// `UIContentSizeCategory.didChangeNotification`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// `UIContentSizeCategory.newValueUserInfoKey`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension UIDevice {
    /// `UIDevice.orientationDidChangeNotification`.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// `beginGeneratingDeviceOrientationNotifications()`, `endGenerating…`: nothing to start.
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
}
