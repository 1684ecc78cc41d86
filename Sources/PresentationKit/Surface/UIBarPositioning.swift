/// `UIBarPosition` (UIKit/UIBarCommon.h): where a bar sits, for its looks by position.
public enum UIBarPosition: Int, Sendable {
    case any, bottom, top, topAttached
}

/// `UIBarPositioning` (UIBarCommon.h): a bar that knows its position.
public protocol UIBarPositioning: NSObjectProtocol {
    var barPosition: UIBarPosition { get }
}

/// `UIBarPositioningDelegate` (UIBarCommon.h): asked where a bar sits; optional, and with no
/// answer a bar takes the position its kind takes by default.
public protocol UIBarPositioningDelegate: NSObjectProtocol {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// Left out, the bar keeps its own default (`.any`) [?]: UIKit does not call an absent method.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
