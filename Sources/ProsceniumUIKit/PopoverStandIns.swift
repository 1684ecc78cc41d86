import PresentationKit

// Popover configuration, so code that sets up a popover compiles (issue 23): the "modern
// presentations" work models how a popover looks and adapts; until it does, the configuration is
// kept on a stand-in and the presentation runs as the engine's `.popover` style, said once.

/// `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// `UIPopoverPresentationControllerDelegate`: the adaptive delegate's requirements and the
/// popover's own, all optional.
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}

/// `UIPopoverPresentationController`: where a popover points from, kept for the code that sets it.
open class UIPopoverPresentationController: UIPresentationController {
    public weak var sourceView: UIView?
    public var sourceRect: CGRect = .zero
    public var barButtonItem: UIBarButtonItem?
    public var permittedArrowDirections: UIPopoverArrowDirection = .any
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    public var passthroughViews: [UIView]?
    public var backgroundColor: UIColor?
    public var popoverLayoutMargins: UIEdgeInsets = .zero
    public var canOverlapSourceViewRect = false
}

extension ViewController {
    /// `popoverPresentationController`: for a controller whose style is `.popover`, the stand-in
    /// its configuration is kept on (made on first access, as UIKit makes the real one); nil otherwise.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let made = uikitExtras["popoverPresentationController"] as? UIPopoverPresentationController {
            return made
        }
        Engine.running?.noteOnce(
            "popoverPresentationController: its configuration is kept; the popover presents as the engine's .popover style"
        )
        let made = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        uikitExtras["popoverPresentationController"] = made
        // It is also the controller `presentationController` hands out before presenting, so
        // the delegate set on it is the one the presentation adopts.
        if presentingViewController == nil { pendingPresentationController = made }
        return made
    }
}
