/// `UISwipeGestureRecognizer`: a discrete swipe in one of its directions. The playground's
/// gestures are taps and pans (`tap`, `pan`), so a swipe recogniser is attached and kept, and
/// never recognises; its first use says so in a note line.
open class UISwipeGestureRecognizer: GestureRecognizer {
    open override class var traceTypeName: String { "UISwipeGestureRecognizer" }

    /// `UISwipeGestureRecognizer.Direction`, with UIKit's raw values.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// `direction`: `.right` unless set, as in UIKit.
    open var direction: Direction = .right
    /// `numberOfTouchesRequired`: 1.
    open var numberOfTouchesRequired = 1

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        Self.noteNotRecognised()
    }

    private static func noteNotRecognised() {
        Engine.running?.noteOnce(
            "UISwipeGestureRecognizer: swipes are not modelled (taps and pans are); it never fires")
    }
}
