// The recognisers for gestures the playground's finger does not make: `tap` and `pan` are its
// gestures, so a long press, a pinch or a rotation is attached and kept, never recognises, and its
// first use in a session says so in a note line (as a swipe recogniser's does).

/// `UILongPressGestureRecognizer`: a press held for `minimumPressDuration`.
open class UILongPressGestureRecognizer: GestureRecognizer {
    open override class var traceTypeName: String { "UILongPressGestureRecognizer" }
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        Engine.running?.noteOnce("UILongPressGestureRecognizer: long presses are not modelled (taps and pans are)")
    }
}

/// `UIPinchGestureRecognizer`: two fingers pinching; `scale` stays 1.
open class UIPinchGestureRecognizer: GestureRecognizer {
    open override class var traceTypeName: String { "UIPinchGestureRecognizer" }
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        Engine.running?.noteOnce("UIPinchGestureRecognizer: pinches are not modelled (taps and pans are)")
    }
}

/// `UIRotationGestureRecognizer`: two fingers turning; `rotation` stays 0.
open class UIRotationGestureRecognizer: GestureRecognizer {
    open override class var traceTypeName: String { "UIRotationGestureRecognizer" }
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        Engine.running?.noteOnce("UIRotationGestureRecognizer: rotations are not modelled (taps and pans are)")
    }
}
