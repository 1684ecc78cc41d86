/// `UIContentSizeCategoryAdjusting` (UIContentSizeCategoryAdjusting.h, iOS 10): a text element
/// that can follow the user's preferred text size (`UILabel`, `UITextField`, `UITextView`).
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    /// `adjustsFontForContentSizeCategory`: whether its font follows the content size category.
    var adjustsFontForContentSizeCategory: Bool { get set }
}
