/// `NSExceptionName`.
public struct NSExceptionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let genericException = NSExceptionName("NSGenericException")
    public static let rangeException = NSExceptionName("NSRangeException")
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
}

/// `NSException`: raised, it stops the program, as an uncaught Objective-C exception does on
/// iOS ("Terminating app due to uncaught exception"); Swift cannot catch it there either. The
/// stage reports the stop with the exception's name and reason.
open class NSException: NSObject, @unchecked Sendable {
    public let name: NSExceptionName
    public let reason: String?
    public let userInfo: [AnyHashable: Any]?

    public init(name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        name = aName
        reason = aReason
        userInfo = aUserInfo
        super.init()
    }

    /// `raise()`.
    open func raise() -> Never {
        fatalError("Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'")
    }

    /// `raise(_:format:arguments:)`'s Swift form most code uses: `NSException(…).raise()`.
    open class func raise(_ name: NSExceptionName, format: String, _ args: CVarArg...) -> Never {
        NSException(name: name, reason: format).raise()
    }
}

extension ViewController {
    /// `UIViewController.hierarchyInconsistencyException` (UIViewController.h): the name of the
    /// exception UIKit raises when a controller's view hierarchy and its parents disagree. The
    /// model reports such misuse on the console and raises nothing [?].
    public static let hierarchyInconsistencyException = NSExceptionName("UIViewControllerHierarchyInconsistency")
}
