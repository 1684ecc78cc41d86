/// `NSZone`: a memory zone, which Swift code only passes along (always nil).
public typealias NSZone = OpaquePointer

/// `NSCopying`: a type whose values can be copied with `copy(with:)` (a layout, a state that an
/// app hands UIKit and keeps its own copy of). An Objective-C protocol, so class-bound in Swift, as
/// are the other protocols Apple's headers declare with `@protocol` (`provider === other` compiles).
public protocol NSCopying: AnyObject {
    /// `copy(with:)`.
    func copy(with zone: NSZone?) -> Any
}

/// `NSCoding`: what can be encoded into a coder and made again from one (`encode(with:)`,
/// `init?(coder:)`), as UIKit's timing providers and a user's own must be.
public protocol NSCoding: AnyObject {
    func encode(with coder: NSCoder)
    init?(coder: NSCoder)
}

/// `NSSecureCoding`: `NSCoding` that says its class decodes only the classes it expects
/// (NSObject.h's protocol, `supportsSecureCoding`); what Core Animation's layers, animations and
/// timing functions are.
public protocol NSSecureCoding: NSCoding {
    /// `supportsSecureCoding`: true for a class that decodes securely.
    static var supportsSecureCoding: Bool { get }
}
