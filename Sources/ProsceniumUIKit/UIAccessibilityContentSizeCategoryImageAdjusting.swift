import PresentationKit

/// `UIAccessibilityContentSizeCategoryImageAdjusting`: views whose image grows with the user's
/// text size (UIButton, UIImageView and others adopt it). The model's text size never changes, so
/// the switch is kept and has nothing to act on.
public protocol UIAccessibilityContentSizeCategoryImageAdjusting: AnyObject {
    /// `adjustsImageSizeForAccessibilityContentSizeCategory`.
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}

extension UIButton: UIAccessibilityContentSizeCategoryImageAdjusting {
    public var adjustsImageSizeForAccessibilityContentSizeCategory: Bool {
        get { extra("adjustsImageSizeForAccessibilityContentSizeCategory", false) }
        set { uikitExtras["adjustsImageSizeForAccessibilityContentSizeCategory"] = newValue }
    }
}

extension UIImageView: UIAccessibilityContentSizeCategoryImageAdjusting {
    public var adjustsImageSizeForAccessibilityContentSizeCategory: Bool {
        get { extra("adjustsImageSizeForAccessibilityContentSizeCategory", false) }
        set { uikitExtras["adjustsImageSizeForAccessibilityContentSizeCategory"] = newValue }
    }
}
