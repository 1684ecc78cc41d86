/// `NSError` (Foundation's NSError.h): an error with a domain, a code and a user-info
/// dictionary, as completion handlers written for Objective-C APIs pass one
/// (`completion: (NSError?) -> Void`, `NSError(domain:code:userInfo:)`). A class of the library:
/// Foundation itself stays out of the module (UIKit.swift), and Swift bridges `error as NSError`
/// only for Foundation's own class, so that cast needs `as?` here [?].
open class NSError: NSObject, Error, @unchecked Sendable {
    /// `domain`.
    open var domain: String { storedDomain }
    /// `code`.
    open var code: Int { storedCode }
    /// `userInfo`.
    open var userInfo: [String: Any] { storedUserInfo }
    private let storedDomain: String
    private let storedCode: Int
    private let storedUserInfo: [String: Any]

    /// `init(domain:code:userInfo:)`: the designated initialiser.
    public init(domain: String, code: Int, userInfo dict: [String: Any]? = nil) {
        storedDomain = domain
        storedCode = code
        storedUserInfo = dict ?? [:]
        super.init()
    }

    /// `localizedDescription`: the user info's `NSLocalizedDescriptionKey`, else Foundation's
    /// sentence naming the domain and code.
    open var localizedDescription: String {
        userInfo[NSLocalizedDescriptionKey] as? String
            ?? "The operation couldn’t be completed. (\(domain) error \(code).)"
    }

    /// `localizedFailureReason`: the user info's `NSLocalizedFailureReasonErrorKey`.
    open var localizedFailureReason: String? { userInfo[NSLocalizedFailureReasonErrorKey] as? String }

    // An error thrown as `NSError` reports its own domain and code (Swift's `Error` requirements).
    public var _domain: String { domain }
    public var _code: Int { code }
}

/// `NSLocalizedDescriptionKey`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSLocalizedDescriptionKey = "NSLocalizedDescription"
/// `NSLocalizedFailureReasonErrorKey`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSLocalizedFailureReasonErrorKey = "NSLocalizedFailureReason"
/// `NSUnderlyingErrorKey`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSUnderlyingErrorKey = "NSUnderlyingError"
