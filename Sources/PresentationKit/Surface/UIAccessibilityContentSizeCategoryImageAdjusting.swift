/// `UIAccessibilityContentSizeCategoryImageAdjusting`: views whose image grows with the user's
/// text size (UIButton, UIImageView and others adopt it). The model's text size never changes, so
/// the switch is kept and has nothing to act on.
public protocol UIAccessibilityContentSizeCategoryImageAdjusting: AnyObject {
    /// `adjustsImageSizeForAccessibilityContentSizeCategory`.
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}

/// UIButton's switch is open, in its class body (UIControl.swift).
extension UIButton: UIAccessibilityContentSizeCategoryImageAdjusting {}

extension UIImageView: UIAccessibilityContentSizeCategoryImageAdjusting {
    public var adjustsImageSizeForAccessibilityContentSizeCategory: Bool {
        get { extra("adjustsImageSizeForAccessibilityContentSizeCategory", false) }
        set { uikitExtras["adjustsImageSizeForAccessibilityContentSizeCategory"] = newValue }
    }
}
