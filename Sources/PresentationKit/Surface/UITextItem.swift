import struct FoundationEssentials.URL

/// `NSTextAttachment` (NSTextAttachment.h): something shown inline in attributed text, here an
/// image and the bounds it is drawn in, kept (the model draws neither).
open class NSTextAttachment: NSObject {
    /// `image`, `bounds` (zero: the image's own size, NSTextAttachment.h).
    open var image: UIImage?
    open var bounds: CGRect = .zero

    /// `init()`: an attachment with nothing in it.
    public override init() { super.init() }
    /// `init(image:)` (iOS 13): an attachment of the image.
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }
}

/// `UITextItem` (UITextItem.h, iOS 17): a link, attachment or tag in a text view's text, as the
/// delegate's item calls hand it over. The model taps no text, so none is made by the text view
/// itself [?]; code can make its own to call its delegate.
open class UITextItem: NSObject {
    /// `UITextItem.Content`: what the item is.
    public enum Content {
        case link(URL)
        case textAttachment(NSTextAttachment)
        case tag(String)
    }

    /// `content`, `range`: what the item is and where it is in the text.
    public let content: Content
    open private(set) var range: NSRange

    /// An item of that content over that range.
    public init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
        super.init()
    }

    /// `UITextItem.MenuConfiguration` (`UITextItemMenuConfiguration`): the menu an item shows.
    open class MenuConfiguration: NSObject {
        /// The menu given.
        public let menu: UIMenu
        /// `init(menu:)`: a configuration showing that menu.
        public init(menu: UIMenu) {
            self.menu = menu
            super.init()
        }
    }
}
