import struct FoundationEssentials.URL

/// `UIDocumentProperties` (UIDocumentProperties.h, iOS 16): the document a navigation item's
/// title stands for, which UIKit's bar turns into a document menu (a header with the document's
/// icon and name, sharing, dragging). The model's bar has no title menu, so the properties are
/// kept and shown nowhere, said once; UIKit's metadata initialiser (`LPLinkMetadata`) and drag
/// and activity-view providers are not declared here.
open class UIDocumentProperties: NSObject {
    /// `url`: the document's location, as given to `init(url:)`.
    public let url: URL?

    /// `init(url:)`: properties for the document at a URL.
    public init(url: URL) {
        self.url = url
        super.init()
        Engine.running?.noteOnce("UIDocumentProperties: kept; the navigation bar shows no document menu")
    }
}
