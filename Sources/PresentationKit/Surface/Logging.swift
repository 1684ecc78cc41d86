// `os.log`, as presentation code logs with it: the loader maps `import os` and `import os.log`
// to `import UIKit`, and the messages go where `print` goes (the stage shows them as they come).

/// `OSLog`: a subsystem and category, as `os_log(_:log:type:)` is handed one.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    /// `OSLog.default`, `OSLog.disabled`.
    public static let `default` = OSLog(subsystem: "", category: "default")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}

/// `OSLogType`.
public struct OSLogType: Equatable, Sendable {
    let rawValue: UInt8
    public static let `default` = OSLogType(rawValue: 0)
    public static let info = OSLogType(rawValue: 1)
    public static let debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16)
    public static let fault = OSLogType(rawValue: 17)
}

/// `os_log(_:log:type:_:)`: the format with its arguments in order (`%@`, `%d`, `%f`, `%{public}@`…).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: Any...) {
    logged(message, log: log, args)
}

/// `os_log(_:dso:log:_:_:)` (iOS 12): the type first, as Swift code since then writes it.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: Any...) {
    logged(message, log: log, args)
}

/// One message of `os_log`, its `%` placeholders replaced by the arguments in order.
private func logged(_ message: StaticString, log: OSLog, _ args: [Any]) {
    guard log !== OSLog.disabled else { return }
    var text = ""
    var rest = args[...]
    var chars = "\(message)"[...]
    while let c = chars.first {
        chars = chars.dropFirst()
        guard c == "%" else {
            text.append(c)
            continue
        }
        if chars.first == "%" {
            text.append("%")
            chars = chars.dropFirst()
            continue
        }
        if chars.first == "{", let close = chars.firstIndex(of: "}") { chars = chars[chars.index(after: close)...] }
        while let f = chars.first, "0123456789.-lhqjzt".contains(f) { chars = chars.dropFirst() }
        if !chars.isEmpty { chars = chars.dropFirst() }
        if let arg = rest.first {
            text += "\(arg)"
            rest = rest.dropFirst()
        }
    }
    print(text)
}

/// `Logger` (`os`'s): each level prints its message.
public struct Logger: Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public func log(_ message: String) { print(message) }
    public func debug(_ message: String) { print(message) }
    public func info(_ message: String) { print(message) }
    public func notice(_ message: String) { print(message) }
    public func warning(_ message: String) { print(message) }
    public func error(_ message: String) { print(message) }
    public func fault(_ message: String) { print(message) }
}

/// `NSLog(_:_:)`: the formatted message, printed as `os_log`'s are (Foundation adds the date and
/// process to standard error; the model leaves them out, as they change from run to run).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSLog(_ format: String, _ args: CVarArg...) {
    print(String(format: format, arguments: args))
}
