/// `NSObject` as presentation code uses it: a base class for delegates and animators. There is no
/// Objective-C runtime on Linux, so it is a plain open class with identity equality; what the
/// runtime adds (`@objc`, `#selector`, `responds(to:)`) the loader rewrites (docs/load-design.md).
open class NSObject: Hashable {
    public init() {}

    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
