/// `UIPopoverBackgroundViewMethods` (UIPopoverBackgroundView.h, iOS 5): the class methods a
/// popover's background view class answers, read by UIKit to lay the popover out around its arrow.
public protocol UIPopoverBackgroundViewMethods: AnyObject {
    /// `arrowBase()`: the width of the arrow's base.
    static func arrowBase() -> CGFloat
    /// `contentViewInsets()`: the insets of the content inside the background.
    static func contentViewInsets() -> UIEdgeInsets
    /// `arrowHeight()`: how far the arrow stands out.
    static func arrowHeight() -> CGFloat
}

/// `UIPopoverBackgroundView` (UIPopoverBackgroundView.h, iOS 5): the abstract view an app
/// subclasses to draw a popover's chrome, named by `popoverBackgroundViewClass`. The model keeps
/// the class and draws its own chrome (said once where the class is set), so no instance is made.
/// UIKit's own class methods raise unless overridden ("must be overridden by subclasses"); here
/// they answer the model's arrow and no insets, so a subclass that calls `super` gets numbers.
open class UIPopoverBackgroundView: UIView, UIPopoverBackgroundViewMethods {
    /// `arrowOffset`: how far the arrow is from the popover's centre, set by UIKit before layout.
    open var arrowOffset: CGFloat = 0
    /// `arrowDirection`: the side the arrow is on, set by UIKit before layout.
    open var arrowDirection: UIPopoverArrowDirection = .unknown
    /// `wantsDefaultContentAppearance` (iOS 6): whether the content gets UIKit's inset, rounded
    /// look; true by default ([D] Apple's page of that name).
    open class var wantsDefaultContentAppearance: Bool { true }
    /// `arrowBase()`: the model's arrow width.
    open class func arrowBase() -> CGFloat { CGFloat(PresentationRules.popoverArrowSize.width) }
    /// `contentViewInsets()`: none.
    open class func contentViewInsets() -> UIEdgeInsets { .zero }
    /// `arrowHeight()`: the model's arrow height.
    open class func arrowHeight() -> CGFloat { CGFloat(PresentationRules.popoverArrowSize.height) }
}
