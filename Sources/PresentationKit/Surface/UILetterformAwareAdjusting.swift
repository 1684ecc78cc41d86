/// `UILetterformAwareAdjusting` (UILetterformAwareAdjusting.h, iOS 17): a text element whose
/// size can take account of its letterforms' oversize parts (`UILabel`, `UITextField`,
/// `UITextView`).
public protocol UILetterformAwareAdjusting: NSObjectProtocol {
    /// `sizingRule`: typographic (the font's metrics) or oversize (the glyphs' own extents).
    var sizingRule: UILetterformAwareSizingRule { get set }
}
