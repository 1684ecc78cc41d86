/// A tap recogniser, as `UITapGestureRecognizer`: a discrete gesture whose action is sent once,
/// when the tap is recognised (`tap VIEW`, `tap X Y`).
open class TapGestureRecognizer: GestureRecognizer {
    open override class var traceTypeName: String { "UITapGestureRecognizer" }
}
