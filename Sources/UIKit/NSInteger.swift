/// `NSInteger`, `NSUInteger` (Foundation's NSObjCRuntime.h): Swift imports them as `Int` and
/// `UInt`, and code written for iOS still spells them.
public typealias NSInteger = Int
public typealias NSUInteger = UInt
