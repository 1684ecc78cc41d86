/// The engine's side of `UILabel`: a view whose `text` is public, as a label's is. A plain view's
/// `text` (what the drawing writes inside its box) is the engine's own and stays out of sight of
/// loaded code, so an app's view may declare a `text` of its own.
open class TextView: View {
    open override var text: String? {
        get { super.text }
        set { super.text = newValue }
    }
}
