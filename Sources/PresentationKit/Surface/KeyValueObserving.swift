/// Key-value observation as Swift code writes it on iOS (`observe(\.contentOffset, options:)`),
/// without the Objective-C runtime: the properties the model knows to change call
/// `KeyValueObservations.changed`, which runs the handlers observing that key path on that
/// object. `UIScrollView.contentOffset`, `contentSize` and `contentInset` are sent, and so is
/// what `didChangeValue(forKey:)` announces (an `Operation`'s state); an observation of anything
/// else is kept and never called (noted once).
public protocol KeyValueObservable: AnyObject {}

// Views, controllers and presentation controllers are NSObjects, and so observable.
extension NSObject: KeyValueObservable {}

extension KeyValueObservable {
    /// `observe(_:options:changeHandler:)`: the handler runs at each change of the property, and
    /// at once with `.initial`; the observation lasts until its token is invalidated or released.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        let observation = NSKeyValueObservation(object: self, keyPath: keyPath) { object in
            guard let object = object as? Self else { return }
            let new = object[keyPath: keyPath]
            let change = NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? new : nil,
                oldValue: options.contains(.old) ? last : nil)
            last = new
            changeHandler(object, change)
        }
        if !KeyValueObservations.sent.contains(keyPath) {
            Engine.running?.noteOnce(
                "observe(\(keyPath)): kept; the model sends key-value changes only for a scroll view's content offset, size and inset, an operation's state, and what didChangeValue(forKey:) announces"
            )
        }
        KeyValueObservations.add(observation)
        if options.contains(.initial) {
            changeHandler(
                self, NSKeyValueObservedChange(kind: .setting, newValue: last, oldValue: nil))
        }
        return observation
    }
}

/// `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    /// `NSKeyValueChange`.
    public enum Kind: Int, Sendable {
        case setting = 1
        case insertion, removal, replacement
    }
    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    public let indexes: [Int]? = nil
    public let isPrior = false
}

/// `NSKeyValueObservation`: the token that keeps an observation alive; releasing it or calling
/// `invalidate()` ends it, as on iOS.
public final class NSKeyValueObservation {
    weak var object: AnyObject?
    let keyPath: AnyKeyPath
    var fire: ((AnyObject) -> Void)?

    init(object: AnyObject, keyPath: AnyKeyPath, fire: @escaping (AnyObject) -> Void) {
        self.object = object
        self.keyPath = keyPath
        self.fire = fire
    }

    /// `invalidate()`.
    public func invalidate() { fire = nil }

    deinit { fire = nil }
}

/// The live observations, held weakly: an observation ends when its token goes.
enum KeyValueObservations {
    private final class Weak {
        weak var observation: NSKeyValueObservation?
        init(_ o: NSKeyValueObservation) { observation = o }
    }
    nonisolated(unsafe) private static var all: [Weak] = []

    /// The key paths the model sends changes for.
    nonisolated(unsafe) static var sent: Set<AnyKeyPath> = [
        \UIScrollView.contentOffset, \UIScrollView.contentSize, \UIScrollView.contentInset,
        \Operation.isExecuting, \Operation.isFinished, \Operation.isCancelled, \Operation.isReady,
    ]

    static func add(_ o: NSKeyValueObservation) {
        all.removeAll { $0.observation == nil }
        all.append(Weak(o))
    }

    /// Runs the handlers observing `keyPath` on `object`. A key path written on a subclass
    /// (`\MyScrollView.contentOffset`) is the same property; they are matched by object and by
    /// the property's last component.
    static func changed(_ object: AnyObject, _ keyPath: AnyKeyPath) {
        for entry in all {
            guard let o = entry.observation, o.object === object, let fire = o.fire else { continue }
            if o.keyPath == keyPath || "\(o.keyPath)".hasSuffix(".\(name(of: keyPath))") { fire(object) }
        }
    }

    /// Runs the handlers observing, on `object`, a key path whose property is named `key`, as
    /// `didChangeValue(forKey:)` announces it.
    static func changed(_ object: AnyObject, key: String) {
        for entry in all {
            guard let o = entry.observation, o.object === object, let fire = o.fire else { continue }
            if name(of: o.keyPath) == key { fire(object) }
        }
    }

    private static func name(of keyPath: AnyKeyPath) -> String {
        let text = "\(keyPath)"
        return text.split(separator: ".").last.map(String.init) ?? text
    }
}
