/// `NSObject` as presentation code uses it: a base class for delegates and animators, and, as in
/// UIKit, of views, view controllers (through `Responder`), presentation controllers and gesture
/// recognisers, so `view is NSObject` and `extension NSObject` hold for them as on iOS. There is
/// no Objective-C runtime on Linux, so it is a plain open class with identity equality; what the
/// runtime adds (`@objc`, `#selector`, `responds(to:)`) the loader rewrites (docs/load-design.md).
open class NSObject: Hashable, NSObjectProtocol, CustomStringConvertible, CustomDebugStringConvertible {
    public init() {}

    /// `description`, `debugDescription`: open, as NSObject's are, so a subclass describes itself
    /// (`print(state)`); by default the class's name in angle brackets, as Foundation's
    /// `<ClassName: 0x…>` without the address, which would change from run to run.
    open var description: String { "<\(traceTypeName(of: self))>" }
    open var debugDescription: String { description }

    /// `awakeFromNib()`, `prepareForInterfaceBuilder()`: NSObject's, as UIKit declares them
    /// (UINibLoading.h's `UINibLoadingAdditions` category), so a view, a cell or a controller
    /// overrides them. The model loads no nibs and has no Interface Builder, so neither is ever
    /// called [?]; an app's override stays its own code.
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}

    /// `superclass()` (`+[NSObject superclass]`) and `superclass` (NSObjectProtocol's): the class
    /// this one inherits from, nil for `NSObject`.
    open class func superclass() -> AnyClass? { self == NSObject.self ? nil : _getSuperclass(self) }
    open var superclass: AnyClass? { type(of: self).superclass() }

    /// A transitioning delegate's end is traced, as the playground's own delegate's is: an app
    /// that keeps its delegate only in a local sees it go when the presenting method returns,
    /// before the transition runs (article 004's steps 6–8; `Engine.present`).
    deinit {
        if self is ViewControllerTransitioningDelegate, let engine = Engine.running {
            engine.record(.delegate, traceTypeName(of: self), .deinitialized)
        }
    }

    /// `==` asks `isEqual(_:)`, as the Foundation overlay's does, so a subclass's equality
    /// (`UIFont`'s, by value) holds in `==`, `contains` and sets.
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }

    /// `isEqual(_:)`, `hash`: identity unless a subclass says otherwise (override both together).
    open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }
    open var hash: Int { ObjectIdentifier(self).hashValue }

    /// `responds(to:)`, open as NSObject's is, so a proxy can answer for its target
    /// (`NSObjectProtocol.responds(to:)` says how a selector answers).
    open func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return aSelector.responds(self)
    }
    /// `conforms(to:)`, open as NSObject's is, so a proxy can answer for its target. Linux has no
    /// Objective-C protocol objects and the model makes none (`Protocol`), so an object is said
    /// to conform to none it is asked about [?].
    open func conforms(to aProtocol: Protocol) -> Bool { false }
    /// `forwardingTarget(for:)`: where a message this object does not answer would go; nowhere.
    /// A proxy overrides it (with `responds(to:)`); the model sends no unanswered messages.
    open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// Values set for keys through key-value coding (`setValue(_:forKey:)`), by object.
    /// (`package`: a subclass that answers keys of its own, `CALayer`, keeps arbitrary ones here too.)
    package var keyedValues: [String: Any] = [:]

    /// `setValue(_:forKey:)`, `value(forKey:)`: key-value coding. There is no Objective-C runtime
    /// to find a property by its name, so a set value is kept for its key and read back, not
    /// applied to the property of that name (UIKit's private keys, `UIAlertAction`'s "image",
    /// change nothing drawn), said once [?]; `value(forKey:)` reads a stored property of that
    /// name when it is not one that was set. A subclass (`CALayer`) answers its own keys.
    open func setValue(_ value: Any?, forKey key: String) {
        Engine.running?.noteOnce(
            "key-value coding: \(traceTypeName(of: self)) keeps the value for \"\(key)\"; no property is set by its name"
        )
        keyedValues[key] = value
    }
    open func value(forKey key: String) -> Any? {
        if let kept = keyedValues[key] { return kept }
        var mirror: Mirror? = Mirror(reflecting: self)
        while let level = mirror {
            if let child = level.children.first(where: { $0.label == key }) { return child.value }
            mirror = level.superclassMirror
        }
        return nil
    }
    /// `setValue(_:forKeyPath:)`, `value(forKeyPath:)`: a path of one key is that key.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }
    open func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

    /// `willChangeValue(forKey:)`, `didChangeValue(forKey:)` (Foundation's NSKeyValueObserving.h):
    /// a property's manual change notification. `didChangeValue` runs the handlers observing a
    /// key path of that name on this object (`observe(\.isFinished)`); `willChangeValue` does
    /// nothing, as the model sends no `.prior` changes [?].
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) { KeyValueObservations.changed(self, key: key) }

    /// `doesNotRecognizeSelector(_:)`: stops, as NSObject's raises ("unrecognized selector sent
    /// to instance"), for code that forwards what it cannot answer.
    open func doesNotRecognizeSelector(_ aSelector: Selector!) -> Never {
        fatalError("-[\(traceTypeName(of: self)) \(aSelector?.name ?? "?")]: unrecognized selector sent to instance")
    }
}
