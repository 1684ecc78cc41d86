/// Something that can be sized by its parent, as `UIContentContainer` (view controllers and
/// presentation controllers both are).
public protocol ContentContainer: AnyObject {}
