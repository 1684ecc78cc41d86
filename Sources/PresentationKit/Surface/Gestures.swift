/// `UIGestureRecognizer`: PresentationKit's recogniser base (targets and actions, `state`,
/// `view`, `delegate`, `location(in:)`), open for an app's own subclass.
public typealias UIGestureRecognizer = GestureRecognizer
/// `UITapGestureRecognizer`: PresentationKit's tap recogniser.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UIPanGestureRecognizer`: PresentationKit's pan recogniser (`translation(in:)`,
/// `setTranslation(_:in:)`, `velocity(in:)`), driven by `pan VIEW by DX DY`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// `UIGestureRecognizerDelegate`, every requirement optional.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// `UITouch`.
public typealias UITouch = Touch
/// `UIEvent`.
public typealias UIEvent = Event
/// `UIPress`, `UIPressesEvent` (iOS 9): a physical button's press and its event.
public typealias UIPress = Press
public typealias UIPressesEvent = PressesEvent
/// `UIEditingInteractionConfiguration` (iOS 13).
public typealias UIEditingInteractionConfiguration = EditingInteractionConfiguration
/// `UITextInputMode` (iOS 4.2).
public typealias UITextInputMode = TextInputMode

extension GestureRecognizer {
    /// `UIGestureRecognizer.State`: `.possible`, `.began`, `.changed`, `.ended`, `.cancelled`, `.failed`.
    public typealias State = GestureState
}
