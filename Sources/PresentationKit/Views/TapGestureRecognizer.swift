/// A tap recogniser, as `UITapGestureRecognizer`: a discrete gesture whose action is sent once,
/// when the tap is recognised (`tap VIEW`, `tap X Y`).
open class TapGestureRecognizer: GestureRecognizer {
    open override class var traceTypeName: String { "UITapGestureRecognizer" }

    /// `numberOfTapsRequired`, `numberOfTouchesRequired` (UITapGestureRecognizer.h): 1 and 1.
    /// The model's tap is one finger tapping once, so a recogniser that asks for more taps or
    /// more fingers never recognises: the tap goes on to the next tap recogniser or control, as
    /// a single tap does past a double-tap recogniser in UIKit. Asking for more says so once.
    open var numberOfTapsRequired = 1 {
        didSet { noteIfBeyondModel() }
    }
    open var numberOfTouchesRequired = 1 {
        didSet { noteIfBeyondModel() }
    }

    /// `buttonMaskRequired` (iOS 13.4): the pointer buttons a click must press, `.primary` by
    /// default; kept, as the model's tap is a finger's, not a click.
    open var buttonMaskRequired: Event.ButtonMask = .primary

    /// Whether the model's tap (one finger, once) is the gesture this recogniser asks for.
    var takesModelTap: Bool { numberOfTapsRequired == 1 && numberOfTouchesRequired == 1 }

    private func noteIfBeyondModel() {
        guard !takesModelTap else { return }
        Engine.running?.noteOnce(
            "UITapGestureRecognizer: only single one-finger taps are modelled; one asking for more never recognises")
    }
}
