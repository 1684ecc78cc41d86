// `UITextInput`'s positions and ranges as a text view offers them. The model lays out no glyphs,
// so a point finds no position in the text and a tokenizer finds no enclosing range [?]; the
// positions themselves are offsets into the text, in UTF-16 units, as UIKit's text views count.

/// `UIKeyInput` (UITextInput.h): a responder that takes typed text: whether it has any,
/// inserting at the insertion point, deleting backward. What `UIAction.captureTextFromCamera`
/// types into.
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// `UITextInput` (UITextInput.h): a text input whose text is reached through positions and
/// ranges. It lists the requirements the model can answer (the selection, the document's ends,
/// ranges and offsets between positions, the text of a range, replacing it, the tokenizer, the
/// position nearest a point); UIKit's marked text, writing direction and glyph geometry
/// (`markedTextRange`, `setMarkedText`, `firstRect(for:)`, `caretRect(for:)`,
/// `selectionRects(for:)`…) need laid-out glyphs, which the model has none of [?].
public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    var tokenizer: UITextInputTokenizer { get }
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func closestPosition(to point: CGPoint) -> UITextPosition?
}

/// `UITextPosition`: a place in a text view's text (an offset here).
open class UITextPosition: NSObject {
    let offset: Int
    init(offset: Int) {
        self.offset = offset
        super.init()
    }
    public override init() {
        offset = 0
        super.init()
    }
}

/// `UITextRange`: a span of a text view's text.
open class UITextRange: NSObject {
    open var start: UITextPosition { startPosition }
    open var end: UITextPosition { endPosition }
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }
    private let startPosition: UITextPosition
    private let endPosition: UITextPosition
    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
        super.init()
    }
    /// `init()`: NSObject's, designated (UITextInput.h declares no initialiser for this abstract
    /// class), so a range class of the app's (a custom `UITextInput`'s) can call `super.init()`.
    /// UIKit's own has no positions (nil); here both are the start of the text [?].
    public override init() {
        startPosition = UITextPosition()
        endPosition = startPosition
        super.init()
    }
}

/// `UITextGranularity`: the unit a tokenizer moves by.
public enum UITextGranularity: Int, Sendable { case character, word, sentence, paragraph, line, document }

/// `UITextLayoutDirection`, `UITextStorageDirection`.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left, up, down
}
public enum UITextStorageDirection: Int, Sendable { case forward, backward }

/// `UITextDirection`: a direction by layout or by storage, as Swift imports it.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
}

/// `UITextInputTokenizer`: units of text around a position.
public protocol UITextInputTokenizer: NSObjectProtocol {
    func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange?
    func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool
}

/// `UITextInputStringTokenizer`: the tokenizer a text view has; with no laid-out glyphs it finds
/// no enclosing range [?].
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    public init(textInput: AnyObject) { super.init() }
    /// `init()`: designated, as NSObject's, since UITextInput.h marks no designated initialiser in
    /// this class (`initWithTextInput:` is then one of several).
    public override init() { super.init() }
    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange? { nil }
    open func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool { false }
}

/// `UITextItemInteraction`: how the user touched a link or an attachment (iOS 10).
public enum UITextItemInteraction: Int, Sendable { case invokeDefaultAction, presentActions, preview }

extension UITextView {
    /// `beginningOfDocument`, `endOfDocument`.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").utf16.count) }
    /// `tokenizer`.
    public var tokenizer: UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
    /// `closestPosition(to:)`: none, as no glyph is laid out [?].
    public func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    /// `position(from:offset:)`: the position that far on, within the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        textPosition(position, offset: offset, in: text)
    }
    /// `offset(from:to:)`.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// `textRange(from:to:)`.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }
    /// `text(in:)`: the text between the range's positions, nil when they fall outside it.
    public func text(in range: UITextRange) -> String? {
        guard let span = utf16Range(of: range, in: text) else { return nil }
        return String(decoding: Array((text ?? "").utf16)[span.location..<span.upperBound], as: UTF16.self)
    }
    /// `replace(_:withText:)`: the range's text replaced, as typing over a selection replaces it
    /// (the delegate asked and told, the insertion point after the new text, as
    /// `insertText(_:)` does) [?]; nothing for a range outside the text.
    public func replace(_ range: UITextRange, withText text: String) {
        guard let span = utf16Range(of: range, in: self.text) else { return }
        selectedRange = span
        insertText(text)
    }
}

extension NSRange {
    /// `NSRange()`: an empty range at 0.
    public init() { self.init(location: 0, length: 0) }
}

/// What `deleteBackward()` removes from `text` (UIKeyInput: the delete key): the selection, else
/// the UTF-16 unit before the insertion point (both units of a surrogate pair); nil at the start.
/// A text field's and a text view's.
func backwardDeletion(in text: String?, selection: NSRange) -> NSRange? {
    guard selection.length == 0 else { return selection }
    guard selection.location > 0 else { return nil }
    let units = Array((text ?? "").utf16)
    let back = UTF16.isTrailSurrogate(units[selection.location - 1]) && selection.location > 1 ? 2 : 1
    return NSRange(location: selection.location - back, length: back)
}

/// The UTF-16 range `range` spans in `text`, nil when it falls outside the text (what a text
/// field's and a text view's `text(in:)` and `replace(_:withText:)` refuse).
func utf16Range(of range: UITextRange, in text: String?) -> NSRange? {
    guard range.start.offset >= 0, range.start.offset <= range.end.offset,
        range.end.offset <= (text ?? "").utf16.count
    else { return nil }
    return NSRange(location: range.start.offset, length: range.end.offset - range.start.offset)
}

/// The position `offset` UTF-16 units on from `position` in `text`, nil past either end.
func textPosition(_ position: UITextPosition, offset: Int, in text: String?) -> UITextPosition? {
    let moved = position.offset + offset
    return (0...(text ?? "").utf16.count).contains(moved) ? UITextPosition(offset: moved) : nil
}
