import PresentationKit

extension Bundle {
    /// `object(forInfoDictionaryKey:)` (Foundation's NSBundle.h): the value of a key of the
    /// bundle's Info.plist. The stage's app has no Info.plist (`infoDictionary` is empty), so the
    /// answer is nil for every key, `CFBundleShortVersionString` and `CFBundleName` included; the
    /// first call says so once.
    public func object(forInfoDictionaryKey key: String) -> Any? {
        Engine.running?.noteOnce("Bundle: the app has no Info.plist; object(forInfoDictionaryKey:) is nil")
        return infoDictionary?[key]
    }
}

extension ProcessInfo {
    /// `isLowPowerModeEnabled` (Foundation's NSProcessInfo.h, iOS 9): the model's device is never
    /// in Low Power Mode, so false, and `NSProcessInfoPowerStateDidChange` is never posted.
    public var isLowPowerModeEnabled: Bool { false }

    /// `ProcessInfo.ThermalState` (NSProcessInfo.h, iOS 11).
    public enum ThermalState: Int, Sendable {
        case nominal, fair, serious, critical
    }

    /// `thermalState`: the model's device never warms up, so `.nominal`, and
    /// `thermalStateDidChangeNotification` is never posted.
    public var thermalState: ThermalState { .nominal }

    /// `ProcessInfo.thermalStateDidChangeNotification`: never posted (see `thermalState`).
    public static let thermalStateDidChangeNotification = Notification.Name(
        "NSProcessInfoThermalStateDidChangeNotification")
}

extension Notification.Name {
    /// `Notification.Name.NSProcessInfoPowerStateDidChange`: never posted (see
    /// `ProcessInfo.isLowPowerModeEnabled`).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let NSProcessInfoPowerStateDidChange = Notification.Name(
        "NSProcessInfoPowerStateDidChangeNotification")
}
