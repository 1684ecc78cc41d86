/// `UIBarMetrics` (UIKit/UIBarCommon.h): the bar height a look is for, with or without a prompt.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}

/// A bar's or bar button item's looks set by position, metrics, control state and style (its
/// background images, their offsets): kept as set and read back for exactly what was set, the
/// getters in UIKit's headers answering what was set for those arguments [?]. Never drawn.
struct BarLooks {
    struct Key: Hashable {
        var look: String
        var position = UIBarPosition.any
        var metrics = UIBarMetrics.default
        var state: UInt = 0
        var style: Int = -1
    }
    private var kept: [Key: Any] = [:]

    subscript<Value>(key: Key) -> Value? {
        get { kept[key] as? Value }
        set { kept[key] = newValue }
    }
}
