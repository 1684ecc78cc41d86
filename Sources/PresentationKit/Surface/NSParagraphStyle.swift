/// `NSParagraphStyle`: how the lines of a paragraph are spaced, aligned and broken, as an
/// attributed string's `.paragraphStyle` carries it. Kept and handed back; the drawing does not
/// lay out text by it.
open class NSParagraphStyle: NSObject {
    struct Values {
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var alignment: NSTextAlignment = .natural
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
    }
    var values = Values()

    public override init() { super.init() }

    /// `NSParagraphStyle.default`: no spacing, natural alignment, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var alignment: NSTextAlignment { values.alignment }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }

    /// `copy()`: an immutable style with the same values.
    open func copy() -> Any {
        let style = NSParagraphStyle()
        style.values = values
        return style
    }

    /// `mutableCopy()`: an `NSMutableParagraphStyle` with the same values.
    open func mutableCopy() -> Any {
        let style = NSMutableParagraphStyle()
        style.values = values
        return style
    }
}

/// `NSMutableParagraphStyle`: a paragraph style whose values may be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }

    /// `setParagraphStyle(_:)`: every value from `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) { values = style.values }
}

/// `NSUnderlineStyle`: an underline's or strikethrough's line, with UIKit's raw values.
public struct NSUnderlineStyle: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

extension NSParagraphStyle {
    /// `NSParagraphStyle.LineBreakStrategy` (iOS 14, NSParagraphStyle.h): how lines are broken
    /// beyond the break mode: pushing a short last line out, keeping Hangul words whole, or the
    /// system's standard set.
    public struct LineBreakStrategy: OptionSet, @unchecked Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var pushOut: LineBreakStrategy { LineBreakStrategy(rawValue: 1 << 0) }
        public static var hangulWordPriority: LineBreakStrategy { LineBreakStrategy(rawValue: 1 << 1) }
        public static var standard: LineBreakStrategy { LineBreakStrategy(rawValue: 0xFFFF) }
    }
}
