import FoundationEssentials
import PresentationKit

/// `UserDefaults` (Foundation's NSUserDefaults.h): an app's settings, read and written by key.
///
/// The model keeps them in memory for the session: nothing is read from or written to disk (the
/// first write says so once), so a new session starts with none, and a session started on a new
/// engine forgets the last one's (there is no disk between them). The search list is the
/// instance's domain (the app's, or a suite's), then the registration domain that
/// `register(defaults:)` fills for every instance, as the header describes; there is no global
/// domain (`AppleLanguages` and the like are absent from `dictionaryRepresentation()`).
/// Numbers are kept as the Swift values set, not as `NSNumber`: `integer(forKey:)`,
/// `double(forKey:)`, `bool(forKey:)` and `string(forKey:)` convert between them as Foundation's
/// do, but `object(forKey:) as? Int` of a stored `Double` is nil here where NSNumber's bridge
/// would give the whole number [?].
open class UserDefaults: @unchecked Sendable {
    // @unchecked: as the engine, defaults live on the one thread the stage runs code on.

    /// The app's own domain: `Bundle.main.bundleIdentifier`.
    private static let appDomain = Bundle.main.bundleIdentifier ?? "app.proscenium.stage"

    /// Every domain's values this session, by domain name.
    nonisolated(unsafe) private static var domains: [String: [String: Any]] = [:]
    /// The registration domain, which every instance searches last.
    nonisolated(unsafe) private static var registered: [String: Any] = [:]
    /// The engine whose session the values belong to: another engine starting forgets them.
    nonisolated(unsafe) private static weak var owner: Engine?
    nonisolated(unsafe) private static let shared = UserDefaults(domain: appDomain)

    /// Forgets the last session's values when code of another engine than theirs runs.
    private static func followSession() {
        guard let engine = Engine.running, engine !== owner else { return }
        owner = engine
        domains = [:]
        registered = [:]
    }

    /// The domain this instance reads and writes.
    private let domain: String

    private init(domain: String) { self.domain = domain }

    /// `UserDefaults.standard`: the app's defaults.
    open class var standard: UserDefaults { shared }

    /// `UserDefaults()`: the app's defaults, as `standard`.
    public convenience init() { self.init(domain: UserDefaults.appDomain) }

    /// `UserDefaults(suiteName:)`: a suite's defaults (an app group's, say), shared by every
    /// instance with that name. Nil for the app's own bundle identifier and `NSGlobalDomain`, which
    /// the header calls an error; nil `suiteName` is the app's defaults.
    public init?(suiteName suitename: String?) {
        guard let name = suitename else {
            domain = UserDefaults.appDomain
            return
        }
        if name == UserDefaults.appDomain || name == UserDefaults.globalDomain { return nil }
        domain = name
    }

    /// `UserDefaults.globalDomain` (`NSGlobalDomain`).
    public static let globalDomain = "NSGlobalDomain"
    /// `UserDefaults.argumentDomain` (`NSArgumentDomain`): no arguments are read into it.
    public static let argumentDomain = "NSArgumentDomain"
    /// `UserDefaults.registrationDomain` (`NSRegistrationDomain`).
    public static let registrationDomain = "NSRegistrationDomain"
    /// `UserDefaults.didChangeNotification`: posted to `NotificationCenter.default` after each
    /// change this process makes, as Foundation does.
    public static let didChangeNotification = Notification.Name("NSUserDefaultsDidChangeNotification")

    private var values: [String: Any] {
        get {
            UserDefaults.followSession()
            return UserDefaults.domains[domain] ?? [:]
        }
        set {
            UserDefaults.followSession()
            UserDefaults.domains[domain] = newValue
        }
    }

    // MARK: Reading

    /// `object(forKey:)`: the value in this instance's domain, else the registered one, else nil.
    open func object(forKey defaultName: String) -> Any? {
        if let value = values[defaultName] { return value }
        return UserDefaults.registered[defaultName]
    }

    /// `string(forKey:)`: a string, or a number written as text (`"42"`); nil otherwise.
    open func string(forKey defaultName: String) -> String? {
        switch object(forKey: defaultName) {
        case let text as String: return text
        case let flag as Bool: return flag ? "1" : "0"
        case let number as Int: return String(number)
        case let number as Double: return String(number)
        case let number as Float: return String(number)
        default: return nil
        }
    }

    /// `array(forKey:)`.
    open func array(forKey defaultName: String) -> [Any]? { object(forKey: defaultName) as? [Any] }

    /// `dictionary(forKey:)`.
    open func dictionary(forKey defaultName: String) -> [String: Any]? {
        object(forKey: defaultName) as? [String: Any]
    }

    /// `data(forKey:)`.
    open func data(forKey defaultName: String) -> Data? { object(forKey: defaultName) as? Data }

    /// `stringArray(forKey:)`: an array whose elements are all strings, else nil.
    open func stringArray(forKey defaultName: String) -> [String]? {
        guard let items = array(forKey: defaultName) else { return nil }
        let strings = items.compactMap { $0 as? String }
        return strings.count == items.count ? strings : nil
    }

    /// `integer(forKey:)`: a number (truncated) or text read as one; 0 when absent.
    open func integer(forKey defaultName: String) -> Int {
        guard let number = number(forKey: defaultName), number.isFinite else { return 0 }
        return Int(number.rounded(.towardZero))
    }

    /// `float(forKey:)`.
    open func float(forKey defaultName: String) -> Float { Float(number(forKey: defaultName) ?? 0) }

    /// `double(forKey:)`.
    open func double(forKey defaultName: String) -> Double { number(forKey: defaultName) ?? 0 }

    /// `bool(forKey:)`: a nonzero number, or text that `NSString.boolValue` reads as true
    /// ("YES", "true", "1"...); false when absent.
    open func bool(forKey defaultName: String) -> Bool {
        if let text = object(forKey: defaultName) as? String {
            let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" }.drop { $0 == "+" || $0 == "-" }
            guard let first = trimmed.first else { return false }
            return "YyTt123456789".contains(first)
        }
        return (number(forKey: defaultName) ?? 0) != 0
    }

    /// `url(forKey:)`: a URL set with `set(_:forKey:)`, or a path stored as text read as a file URL.
    open func url(forKey defaultName: String) -> URL? {
        switch object(forKey: defaultName) {
        case let url as URL: return url
        case let path as String: return URL(fileURLWithPath: path)
        default: return nil
        }
    }

    private func number(forKey defaultName: String) -> Double? {
        switch object(forKey: defaultName) {
        case let flag as Bool: return flag ? 1 : 0
        case let number as any BinaryInteger: return Double(number)
        case let number as Double: return number
        case let number as Float: return Double(number)
        case let text as String: return Double(text.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    // MARK: Writing

    /// `set(_:forKey:)`: stores a property-list value (text, number, date, data, or an array or
    /// dictionary of them) in this instance's domain; nil removes the key. Anything else stops the
    /// program, as Foundation's "Attempt to insert non-property list object" exception does.
    open func set(_ value: Any?, forKey defaultName: String) {
        guard let value else {
            removeObject(forKey: defaultName)
            return
        }
        guard UserDefaults.isPropertyList(value) || value is URL else {
            preconditionFailure(
                "Attempt to insert non-property list object \(value) for key \(defaultName)")
        }
        store(value, forKey: defaultName)
    }

    /// `set(_:forKey:)` of a Bool.
    open func set(_ value: Bool, forKey defaultName: String) { store(value, forKey: defaultName) }
    /// `set(_:forKey:)` of an Int.
    open func set(_ value: Int, forKey defaultName: String) { store(value, forKey: defaultName) }
    /// `set(_:forKey:)` of a Double.
    open func set(_ value: Double, forKey defaultName: String) { store(value, forKey: defaultName) }
    /// `set(_:forKey:)` of a Float.
    open func set(_ value: Float, forKey defaultName: String) { store(value, forKey: defaultName) }
    /// `set(_:forKey:)` of a URL: kept as the URL (Foundation archives it as data [?]; the reader
    /// is `url(forKey:)` either way). Disfavoured, so `set(nil, forKey:)` is the `Any?` one.
    @_disfavoredOverload
    open func set(_ url: URL?, forKey defaultName: String) { set(url as Any?, forKey: defaultName) }

    /// `removeObject(forKey:)`: the key leaves this instance's domain (a registered value shows
    /// through again).
    open func removeObject(forKey defaultName: String) {
        guard values[defaultName] != nil else { return }
        values[defaultName] = nil
        didChange()
    }

    /// `register(defaults:)`: values every instance falls back on, for the session only (as on
    /// iOS, where the registration domain is never saved).
    open func register(defaults registrationDictionary: [String: Any]) {
        UserDefaults.followSession()
        UserDefaults.registered.merge(registrationDictionary) { _, new in new }
    }

    /// `dictionaryRepresentation()`: the registered values overlaid by this instance's domain.
    open func dictionaryRepresentation() -> [String: Any] {
        UserDefaults.followSession()
        return UserDefaults.registered.merging(values) { _, own in own }
    }

    /// `persistentDomain(forName:)`: a domain's values, nil when it has none.
    open func persistentDomain(forName domainName: String) -> [String: Any]? {
        UserDefaults.followSession()
        return UserDefaults.domains[domainName]
    }

    /// `setPersistentDomain(_:forName:)`.
    open func setPersistentDomain(_ domain: [String: Any], forName domainName: String) {
        UserDefaults.followSession()
        UserDefaults.domains[domainName] = domain
        didChange()
    }

    /// `removePersistentDomain(forName:)`: forgets every value of the domain (how tests reset
    /// the app's defaults with `Bundle.main.bundleIdentifier`).
    open func removePersistentDomain(forName domainName: String) {
        UserDefaults.followSession()
        UserDefaults.domains[domainName] = nil
        didChange()
    }

    /// `synchronize()`: there is no disk to write to; true, as Foundation answers today.
    @discardableResult
    open func synchronize() -> Bool {
        Engine.running?.noteOnce(
            "UserDefaults: kept in memory for this session; nothing is written to disk")
        return true
    }

    private func store(_ value: Any, forKey defaultName: String) {
        Engine.running?.noteOnce(
            "UserDefaults: kept in memory for this session; nothing is written to disk")
        values[defaultName] = value
        didChange()
    }

    private func didChange() {
        NotificationCenter.default.post(name: UserDefaults.didChangeNotification, object: self)
    }

    private static func isPropertyList(_ value: Any) -> Bool {
        switch value {
        case is String, is Bool, is Int, is Double, is Float, is Data, is Date: return true
        case is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32, is UInt64: return true
        case let items as [Any]: return items.allSatisfy(isPropertyList)
        case let entries as [String: Any]: return entries.values.allSatisfy(isPropertyList)
        default: return false
        }
    }
}
