/// `UIView` adopts `NSCoding` (UIView.h), and so every UIKit view does (`UIButton`, `UILabel`,
/// `UIScrollView`…): the requirements are the view's own `init?(coder:)` and `encode(with:)`.
extension View: NSCoding {}

/// `UIFocusGroupPriority` (iOS 15, UIFocus.h).
public typealias UIFocusGroupPriority = FocusGroupPriority
