import FoundationEssentials
import ProsceniumUIKit

extension UIPasteboard {
    /// `url`, `urls`, `hasURLs`: Foundation's `URL`s on the pasteboard (UIPasteboard.swift).
    public var url: URL? {
        get { first(URL.self) }
        set { contents = newValue.map { [$0] } ?? [] }
    }
    public var urls: [URL]? {
        get { all(URL.self) }
        set { contents = newValue ?? [] }
    }
    public var hasURLs: Bool { first(URL.self) != nil }
}
