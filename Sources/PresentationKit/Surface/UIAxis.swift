/// `UIAxis` (iOS 13.4, UIGeometry.h): the horizontal axis, the vertical, or both.
public struct UIAxis: OptionSet, @unchecked Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var horizontal: UIAxis { UIAxis(rawValue: 1 << 0) }
    public static var vertical: UIAxis { UIAxis(rawValue: 1 << 1) }
    public static var both: UIAxis { [.horizontal, .vertical] }
}

/// `UIScrollType` (iOS 13.4, UIPanGestureRecognizer.h): a scroll wheel's steps or a trackpad's
/// continuous scroll (the model has neither: its `pan` is a finger).
public enum UIScrollType: UInt, @unchecked Sendable {
    case discrete, continuous
}

/// `UIScrollTypeMask`: the scroll types a pan recogniser takes (the engine's, so a pan's
/// `allowedScrollTypesMask` can be open in its class).
public typealias UIScrollTypeMask = ScrollTypeMask

/// `UIVibrancyEffectStyle` (iOS 13): the vibrancy of labels, fills and separators over a blur.
public enum UIVibrancyEffectStyle: Int, @unchecked Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// `UILabelVibrancy` (iOS 17).
public enum UILabelVibrancy: Int, @unchecked Sendable {
    case none, automatic
}

/// `UIAlertControllerSeverity` (iOS 16): a critical alert is drawn differently on the Mac only.
public enum UIAlertControllerSeverity: Int, @unchecked Sendable {
    case `default`, critical
}

/// `UILetterformAwareSizingRule` (iOS 17).
public enum UILetterformAwareSizingRule: Int, @unchecked Sendable {
    case typographic, oversize
}
