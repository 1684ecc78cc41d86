/// `Protocol` (objc/Protocol.h): an Objective-C protocol as an object, what
/// `conforms(to:)` takes. Swift makes one from an `@objc` protocol (`UITableViewDelegate.self as
/// Protocol`) only with the Objective-C runtime, which Linux does not have, so nothing here makes
/// one: the class is there so a proxy that forwards `conforms(to:)` to its target compiles.
open class Protocol: NSObject {}
