/// The sides a popover's arrow may point to, as `UIPopoverArrowDirection`.
public struct PopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// `UInt`, as UIKit's `NS_OPTIONS(NSUInteger)` imports.
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = PopoverArrowDirection(rawValue: 1)
    public static let down = PopoverArrowDirection(rawValue: 2)
    public static let left = PopoverArrowDirection(rawValue: 4)
    public static let right = PopoverArrowDirection(rawValue: 8)
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// [D] What `arrowDirection` reads before the popover is shown.
    public static let unknown = PopoverArrowDirection([])

    /// `up`, `down`, `left`, `right`, `any` or `unknown`, as the prompt and the trace spell it.
    public var name: String {
        if self == .any { return "any" }
        let names = [(PopoverArrowDirection.up, "up"), (.down, "down"), (.left, "left"), (.right, "right")]
        let found = names.filter { contains($0.0) }.map(\.1)
        return found.isEmpty ? "unknown" : found.joined(separator: "+")
    }
}

/// A popover's anchor and arrow, as `UIPopoverPresentationController` keeps them (defaults as
/// documented): the source view and rectangle, the permitted arrow directions, the views a tap
/// outside passes through to, and the arrow UIKit chose.
public struct PopoverConfiguration {
    public var sourceView: View?
    /// In `sourceView`'s coordinates. [D] "In iOS 13.2 and later, the default value is CGRectNull,
    /// which instructs the system to use the current frame of sourceView" (Apple, `sourceRect`):
    /// the popover then points at the whole source view.
    public var sourceRect: Rect = .null
    /// [D] Default `.any`.
    public var permittedArrowDirections: PopoverArrowDirection = .any
    public var passthroughViews: [View] = []
    /// `popoverLayoutMargins`: [D] "measured in points from the edges of the screen"; "The default
    /// edge insets are 10 points along each edge" (Apple, "popoverLayoutMargins").
    public var layoutMargins = EdgeInsets(
        top: PresentationRules.popoverMargin, left: PresentationRules.popoverMargin,
        bottom: PresentationRules.popoverMargin, right: PresentationRules.popoverMargin)
    /// The side UIKit drew the arrow on, once shown; `.unknown` before.
    public internal(set) var arrowDirection: PopoverArrowDirection = .unknown
    /// A `sourceItem` that is not a view (a bar button item): kept; the popover points from `sourceView`.
    public var sourceItem: (any PopoverPresentationControllerSourceItem)?
    /// `backgroundColor`: kept, not drawn.
    public var backgroundColor: Color?
    /// `canOverlapSourceViewRect`: kept, not applied.
    public var canOverlapSourceViewRect = false
    public init() {}
}

/// `UIPopoverPresentationControllerSourceItem` (iOS 16, UIPopoverPresentationControllerSourceItem.h):
/// what a popover can point from, a view or (in ProsceniumUIKit) a bar button item.
public protocol PopoverPresentationControllerSourceItem: AnyObject {}
extension View: PopoverPresentationControllerSourceItem {}

/// `UIPopoverPresentationControllerDelegate`: the adaptive delegate's methods and, before the
/// popover is shown, `prepareForPopoverPresentation(_:)`.
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: SystemPresentationController)
    /// `popoverPresentationControllerShouldDismissPopover(_:)`, deprecated in iOS 13 for the
    /// adaptive delegate's `presentationControllerShouldDismiss(_:)`, which is what the model asks
    /// when the user taps outside the popover. [?] Whether iOS 13 and later still ask the
    /// deprecated one when it is implemented is not documented: the model never calls it.
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: SystemPresentationController
    ) -> Bool
    /// `popoverPresentationControllerDidDismissPopover(_:)`, deprecated in iOS 13 for
    /// `presentationControllerDidDismiss(_:)` (which the model calls). [?] Never called, as above.
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: SystemPresentationController)
    /// `popoverPresentationController(_:willRepositionPopoverTo:in:)`: told when the popover's
    /// source moves (a rotation) and the delegate may change the rect or view it points from.
    /// [?] The model places the popover again from `sourceView`/`sourceRect` after a `rotate`
    /// without asking: never called.
    func popoverPresentationController(
        _ popoverPresentationController: SystemPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<Rect>,
        in view: AutoreleasingUnsafeMutablePointer<View>)
}

extension PopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: SystemPresentationController) {
        Engine.notImplemented()
    }
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: SystemPresentationController
    ) -> Bool {
        Engine.notImplemented()
        return true
    }
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: SystemPresentationController
    ) { Engine.notImplemented() }
    public func popoverPresentationController(
        _ popoverPresentationController: SystemPresentationController,
        willRepositionPopoverTo rect: UnsafeMutablePointer<Rect>,
        in view: AutoreleasingUnsafeMutablePointer<View>
    ) { Engine.notImplemented() }
}
