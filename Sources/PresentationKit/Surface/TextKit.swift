// TextKit's objects as a text view hands them out (`textStorage`, `layoutManager`,
// `textLayoutManager`): the storage is the text view's text, and editing it edits the text view;
// the layout managers keep their containers and lay nothing out (the model lays text out by its
// own rules [?]).

/// `NSTextStorage` (NSTextStorage.h): attributed text that its layout managers lay out; a text
/// view's storage is that view's text.
open class NSTextStorage: NSMutableAttributedString {
    /// `layoutManagers`: the managers added, in order.
    open private(set) var layoutManagers: [NSLayoutManager] = []
    /// The text view whose text this is, told of each edit.
    weak var textView: UITextView?

    /// `addLayoutManager(_:)`, `removeLayoutManager(_:)`: the manager's `textStorage` follows.
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        layoutManagers.append(aLayoutManager)
        aLayoutManager.textStorage = self
    }
    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === aLayoutManager }
        if aLayoutManager.textStorage === self { aLayoutManager.textStorage = nil }
    }

    /// An edit of the characters reaches the text view whose storage this is.
    open override func replaceCharacters(in range: NSRange, with text: String) {
        super.replaceCharacters(in: range, with: text)
        textView?.storageEdited(string)
    }
    open override func append(_ other: NSAttributedString) {
        super.append(other)
        textView?.storageEdited(string)
    }
}

/// `NSLayoutManager` (NSLayoutManager.h, TextKit 1): lays a storage's text out in its containers;
/// here it keeps them.
open class NSLayoutManager: NSObject {
    /// `textStorage`: the storage it was added to.
    open weak var textStorage: NSTextStorage?
    /// `textContainers`, `addTextContainer(_:)`, `removeTextContainer(at:)`.
    open private(set) var textContainers: [NSTextContainer] = []
    open func addTextContainer(_ container: NSTextContainer) { textContainers.append(container) }
    open func removeTextContainer(at index: Int) { textContainers.remove(at: index) }
}

/// `NSTextLayoutManager` (NSTextLayoutManager.h, TextKit 2): lays text out in its container;
/// here it keeps it.
open class NSTextLayoutManager: NSObject {
    /// `textContainer`.
    open var textContainer: NSTextContainer?
}

extension UITextView {
    /// Takes the storage's characters as the text, from an edit of the storage.
    func storageEdited(_ string: String) {
        guard !syncingStorage, text != string else { return }
        text = string
    }
}
