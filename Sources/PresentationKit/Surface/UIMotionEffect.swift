/// `UIMotionEffect` (UIKit/UIMotionEffect.h): what a view's properties do as the device tilts.
/// The model's device never tilts, so a view's motion effects are kept and never applied [?];
/// adding one says so once in a note line. `keyPathsAndRelativeValues(forViewerOffset:)` answers
/// for an offset code passes, as the header describes.
open class UIMotionEffect: NSObject, NSCopying {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    /// `keyPathsAndRelativeValues(forViewerOffset:)`: the abstract class's answer is nil; a
    /// subclass answers (the header: "Abstract method").
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }

    /// `copy(with:)`: the same effect [?] (an effect is not changed after it is added).
    open func copy(with zone: NSZone?) -> Any { self }
}

/// `UIInterpolatingMotionEffect` (UIMotionEffect.h): one key path moved between a minimum and a
/// maximum relative value along one tilt axis.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// `UIInterpolatingMotionEffect.EffectType`.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }

    /// `keyPath`, `type`: as made.
    open private(set) var keyPath: String
    open private(set) var type: EffectType
    /// `minimumRelativeValue`, `maximumRelativeValue`: the values at an offset of -1 and 1.
    open var minimumRelativeValue: Any?
    open var maximumRelativeValue: Any?

    /// `init(keyPath:type:)`.
    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }
    public required init?(coder: NSCoder) { return nil }
    /// `init()`: UIMotionEffect's designated `init`, which Swift imports as a convenience
    /// initialiser here (UIMotionEffect.h marks `initWithKeyPath:type:` and `initWithCoder:` for
    /// this class). UIKit's then has no key path (nil) and the horizontal axis; here the key path
    /// is empty, so the effect moves nothing.
    public override convenience init() {
        self.init(keyPath: "", type: .tiltAlongHorizontalAxis)
    }

    /// `keyPathsAndRelativeValues(forViewerOffset:)`: the key path's value between the minimum
    /// (offset -1) and the maximum (offset 1) along the effect's axis; the header maps the tilt
    /// "to an interpolated output between two relative values" through Core Animation's
    /// interpolation. [?] Linear, and numbers only: other values (a `CGPoint`) answer nil.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = Self.number(minimumRelativeValue), let high = Self.number(maximumRelativeValue) else {
            return nil
        }
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let fraction = (min(max(offset, -1), 1) + 1) / 2
        return [keyPath: low + (high - low) * fraction]
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        default: nil
        }
    }
}

/// `UIMotionEffectGroup` (UIMotionEffect.h): effects applied together.
open class UIMotionEffectGroup: UIMotionEffect {
    /// `motionEffects`.
    open var motionEffects: [UIMotionEffect]?

    /// `keyPathsAndRelativeValues(forViewerOffset:)`: the members' answers together [?] (a later
    /// member's value for a key path wins).
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var all: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            all.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:]) { $1 }
        }
        return all
    }
}
