/// A tap recogniser, as `UITapGestureRecognizer`: a discrete gesture whose action is sent once,
/// when the tap is recognised (`tap VIEW`, `tap X Y`).
public final class TapGestureRecognizer: GestureRecognizer {
    override class var traceTypeName: String { "UITapGestureRecognizer" }
}
