// UIKit and runtime pieces presentation code touches that the model has nothing to show for:
// each compiles and does nothing, and its first use in a session says so once in a note line
// (`Engine.noteOnce`).

/// `UIFeedbackGenerator` and its kinds: haptics, which the model has none of.
open class UIFeedbackGenerator {
    public init() {}
    /// `prepare()`.
    open func prepare() { Engine.running?.noteOnce("\(type(of: self)): haptics are not modelled") }
}

/// `UISelectionFeedbackGenerator`.
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// `selectionChanged()`.
    public func selectionChanged() { prepare() }
}

/// `UIImpactFeedbackGenerator`.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle) { super.init() }
    public override init() { super.init() }
    /// `impactOccurred()`, `impactOccurred(intensity:)`.
    public func impactOccurred() { prepare() }
    public func impactOccurred(intensity: CGFloat) { prepare() }
}

/// `UINotificationFeedbackGenerator`.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    /// `notificationOccurred(_:)`.
    public func notificationOccurred(_ type: FeedbackType) { prepare() }
}

/// `CADisplayLink`: a timer at the display's refresh (60 frames a second). Added to a run loop,
/// it sends its selector once a frame on the engine's clock while a transition is under way
/// (`Engine+Frames.swift` says why then).
public final class CADisplayLink {
    public weak var target: AnyObject?
    public let selector: Selector
    public var isPaused = false
    public var preferredFramesPerSecond = 0
    /// `timestamp`, `duration`, `targetTimestamp`: the engine's clock and one 60 Hz frame.
    public var timestamp: CFTimeInterval { Engine.running?.now ?? 0 }
    public var duration: CFTimeInterval { 1 / 60 }
    public var targetTimestamp: CFTimeInterval { timestamp + duration }
    private var callback: Engine.FrameCallback?

    public init(target: Any, selector: Selector) {
        self.target = target as AnyObject
        self.selector = selector
    }
    /// `add(to:forMode:)`: starts the frames.
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard callback == nil, let engine = Engine.running else { return }
        let made = Engine.FrameCallback { [weak self] in
            guard let self, let target = self.target else { return false }
            if !self.isPaused { self.selector.send(target, self) }
            return true
        }
        callback = made
        engine.addFrameCallback(made)
    }
    /// `remove(from:forMode:)`, `invalidate()`: no more frames.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }
    public func invalidate() {
        callback?.stopped = true
        callback = nil
    }
}

/// `RunLoop`, as a display link or timer is added to one.
public final class RunLoop: Sendable {
    private init() {}
    public static let main = RunLoop()
    public static let current = RunLoop.main
    /// `RunLoop.Mode`.
    public struct Mode: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode("kCFRunLoopDefaultMode")
        public static let common = Mode("kCFRunLoopCommonModes")
        public static let tracking = Mode("UITrackingRunLoopMode")
    }
}

/// `objc_AssociationPolicy`, with the runtime's C names.
// swift-format-ignore: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
public enum objc_AssociationPolicy: UInt, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_ASSIGN = 0
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_RETAIN = 769
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associated objects without the Objective-C runtime: values kept per object and key, dropped
/// when the object goes (checked by identity, so a new object at a reused address finds none).
enum AssociatedObjects {
    private final class Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Any] = [:]
        init(owner: AnyObject) { self.owner = owner }
    }
    nonisolated(unsafe) private static var table: [ObjectIdentifier: Entry] = [:]

    static func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        guard let entry = table[ObjectIdentifier(object)], entry.owner === object else { return nil }
        return entry.values[key]
    }

    static func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?) {
        let id = ObjectIdentifier(object)
        if table[id]?.owner !== object { table[id] = Entry(owner: object) }
        table[id]?.values[key] = value
        if table.count > 256 { table = table.filter { $0.value.owner != nil } }
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `objc_getAssociatedObject(_:_:)`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.get(object as AnyObject, key)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// `objc_setAssociatedObject(_:_:_:_:)`.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociatedObjects.set(object as AnyObject, key, value)
}

/// `isKind(of:)` (`NSObject`'s): whether the object is of that class or a subclass of it.
func isInstance(_ object: AnyObject, of aClass: AnyClass) -> Bool {
    var c: AnyClass? = type(of: object)
    while let k = c {
        if ObjectIdentifier(k) == ObjectIdentifier(aClass) { return true }
        c = _getSuperclass(k)
    }
    return false
}

extension NSObject {
    /// `isKind(of:)`, `isMember(of:)`.
    public func isKind(of aClass: AnyClass) -> Bool { isInstance(self, of: aClass) }
    public func isMember(of aClass: AnyClass) -> Bool { ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass) }
}

/// `autoreleasepool(invoking:)`: runs the block; there is no autorelease pool without the
/// Objective-C runtime (the Swift objects it made go when their last reference does, as ever).
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result { try body() }
