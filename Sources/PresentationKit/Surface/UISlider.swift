/// `UISlider`: a value between a minimum and a maximum (0 to 1 unless set, Apple's reference),
/// kept within them. Setting `value` in code sends nothing, as in UIKit; the model's finger does
/// not drag a thumb [?], so only code moves it. Its images and colours are kept; it is drawn as a
/// plain control. `value` is key-value observable (`observe(\.value)`), as UIKit's is.
open class UISlider: UIControl {
    /// `UIBehavioralStyle` (iOS 15): how the slider behaves, iPad or Mac.
    public typealias BehavioralStyle = UIBehavioralStyle

    /// `value`: clamped to the range; observers hear each change.
    open var value: Float = 0 {
        didSet {
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            if value != oldValue { KeyValueObservations.changed(self, \UISlider.value) }
        }
    }
    /// `minimumValue`, `maximumValue`: moving one past the value moves the value too.
    open var minimumValue: Float = 0 { didSet { value = max(value, minimumValue) } }
    open var maximumValue: Float = 1 { didSet { value = min(value, maximumValue) } }
    /// `isContinuous`: whether a drag sends `.valueChanged` as it goes (kept).
    open var isContinuous = true
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    /// `preferredBehavioralStyle`; `behavioralStyle` is what it resolves to, the pad style here.
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
    open var behavioralStyle: UIBehavioralStyle { .pad }

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// `setValue(_:animated:)`.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// The images per state: kept, not drawn.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
    }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
    }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue] }
    /// `currentMinimumTrackImage`, `currentMaximumTrackImage`: the track images for the current
    /// state, the normal state's when none was set for it, as `currentThumbImage`.
    open var currentMinimumTrackImage: UIImage? {
        minimumTrackImages[state.rawValue] ?? minimumTrackImages[UIControl.State.normal.rawValue]
    }
    open var currentMaximumTrackImage: UIImage? {
        maximumTrackImages[state.rawValue] ?? maximumTrackImages[UIControl.State.normal.rawValue]
    }

    /// `trackRect(forBounds:)`: the track, 4 points tall across the middle of the bounds [?].
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
    }
    /// `thumbRect(forBounds:trackRect:value:)`: a 28-point thumb [?] at the value's place on the track.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let side: CGFloat = 28
        return CGRect(x: rect.minX + (rect.width - side) * fraction, y: rect.midY - side / 2, width: side, height: side)
    }
    /// `minimumValueImageRect(forBounds:)`, `maximumValueImageRect(forBounds:)`: none shown.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }
}

/// `UIBehavioralStyle` (iOS 15): a control's pad or Mac behaviour.
public enum UIBehavioralStyle: UInt, Sendable {
    case automatic = 0
    case pad, mac
}
