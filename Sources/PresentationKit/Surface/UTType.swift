/// `UTType` (UniformTypeIdentifiers, iOS 14, which `import UniformTypeIdentifiers` brings through
/// `import UIKit` here): a uniform type identifier, as a document picker and an item provider take
/// it. The model knows the common system-declared types only (Apple's "System-declared uniform
/// type identifiers" and each `UTType` constant's reference give the identifiers, the tree and the
/// tags); any other identifier makes no type, where UIKit would make a dynamic or an undeclared
/// one [?].
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// `identifier`: the reverse-DNS name, `public.png`.
    public let identifier: String

    private struct Declaration {
        let parents: [String]
        let extensions: [String]
        let mimeTypes: [String]
        let summary: String
    }

    /// The tree of the types known here: each identifier's direct supertypes and its tags.
    private static let declarations: [String: Declaration] = [
        "public.item": .init(parents: [], extensions: [], mimeTypes: [], summary: "item"),
        "public.content": .init(parents: [], extensions: [], mimeTypes: [], summary: "content"),
        "public.composite-content": .init(
            parents: ["public.content"], extensions: [], mimeTypes: [], summary: "composite content"),
        "public.data": .init(parents: ["public.item"], extensions: [], mimeTypes: [], summary: "data"),
        "public.directory": .init(parents: ["public.item"], extensions: [], mimeTypes: [], summary: "directory"),
        "public.folder": .init(parents: ["public.directory"], extensions: [], mimeTypes: [], summary: "folder"),
        "public.url": .init(parents: ["public.data"], extensions: [], mimeTypes: [], summary: "URL"),
        "public.file-url": .init(parents: ["public.url"], extensions: [], mimeTypes: [], summary: "file URL"),
        "public.text": .init(
            parents: ["public.data", "public.content"], extensions: [], mimeTypes: [], summary: "text"),
        "public.plain-text": .init(
            parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"], summary: "plain text"),
        "public.utf8-plain-text": .init(
            parents: ["public.plain-text"], extensions: [], mimeTypes: [], summary: "UTF-8 plain text"),
        "public.json": .init(
            parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"], summary: "JSON"),
        "public.html": .init(
            parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"], summary: "HTML"),
        "public.rtf": .init(parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"], summary: "RTF"),
        "public.comma-separated-values-text": .init(
            parents: ["public.text"], extensions: ["csv"], mimeTypes: ["text/csv"], summary: "CSV"),
        "public.image": .init(
            parents: ["public.data", "public.content"], extensions: [], mimeTypes: [], summary: "image"),
        "public.png": .init(parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"], summary: "PNG"),
        "public.jpeg": .init(
            parents: ["public.image"], extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"], summary: "JPEG"),
        "public.heic": .init(
            parents: ["public.image"], extensions: ["heic"], mimeTypes: ["image/heic"], summary: "HEIC"),
        "com.compuserve.gif": .init(
            parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"], summary: "GIF"),
        "public.audiovisual-content": .init(
            parents: ["public.data", "public.content"], extensions: [], mimeTypes: [], summary: "audiovisual content"),
        "public.movie": .init(parents: ["public.audiovisual-content"], extensions: [], mimeTypes: [], summary: "movie"),
        "public.video": .init(parents: ["public.movie"], extensions: [], mimeTypes: [], summary: "video"),
        "public.mpeg-4": .init(
            parents: ["public.movie"], extensions: ["mp4"], mimeTypes: ["video/mp4"], summary: "MPEG-4 movie"),
        "com.apple.quicktime-movie": .init(
            parents: ["public.movie"], extensions: ["mov"], mimeTypes: ["video/quicktime"], summary: "QuickTime movie"),
        "public.audio": .init(parents: ["public.audiovisual-content"], extensions: [], mimeTypes: [], summary: "audio"),
        "public.mp3": .init(parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"], summary: "MP3"),
        "com.adobe.pdf": .init(
            parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"],
            summary: "PDF"),
        "public.spreadsheet": .init(parents: ["public.content"], extensions: [], mimeTypes: [], summary: "spreadsheet"),
        "public.presentation": .init(
            parents: ["public.composite-content"], extensions: [], mimeTypes: [], summary: "presentation"),
        "public.archive": .init(parents: ["public.data"], extensions: [], mimeTypes: [], summary: "archive"),
        "public.zip-archive": .init(
            parents: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"], summary: "ZIP archive"),
    ]

    private init(known identifier: String) { self.identifier = identifier }

    /// `init?(_:)`: the type with this identifier; nil for one the model does not know [?].
    public init?(_ identifier: String) {
        guard Self.declarations[identifier] != nil else { return nil }
        self.identifier = identifier
    }

    /// `init?(filenameExtension:)`: the known type this extension (without its dot, any case)
    /// names; nil when none does [?] (UIKit makes a dynamic type, conforming to `.data`).
    public init?(filenameExtension: String) {
        self.init(filenameExtension: filenameExtension, conformingTo: .data)
    }

    /// `init?(filenameExtension:conformingTo:)`.
    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        let ext = filenameExtension.lowercased()
        guard
            let found = Self.declarations.keys.sorted().first(where: {
                Self.declarations[$0]?.extensions.contains(ext) == true
                    && UTType(known: $0).conforms(to: supertype)
            })
        else { return nil }
        identifier = found
    }

    /// `init?(mimeType:)`.
    public init?(mimeType: String) {
        let mime = mimeType.lowercased()
        guard
            let found = Self.declarations.keys.sorted().first(where: {
                Self.declarations[$0]?.mimeTypes.contains(mime) == true
            })
        else { return nil }
        identifier = found
    }

    /// `preferredFilenameExtension`, `preferredMIMEType`: the first of each, if any.
    public var preferredFilenameExtension: String? { Self.declarations[identifier]?.extensions.first }
    public var preferredMIMEType: String? { Self.declarations[identifier]?.mimeTypes.first }
    /// `localizedDescription`: a short English description [?] (UIKit's are the system's words).
    public var localizedDescription: String? { Self.declarations[identifier]?.summary }
    /// `isDeclared`, `isDynamic`, `isPublic`: every type known here is a declared system type.
    public var isDeclared: Bool { true }
    public var isDynamic: Bool { false }
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// `supertypes`: every type this one conforms to, itself not included.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = Self.declarations[identifier]?.parents ?? []
        while let next = pending.popLast() {
            if found.insert(UTType(known: next)).inserted {
                pending += Self.declarations[next]?.parents ?? []
            }
        }
        return found
    }

    /// `conforms(to:)`: this type is `type` or one of its subtypes (Apple: "A type conforms to itself").
    public func conforms(to type: UTType) -> Bool { type == self || supertypes.contains(type) }
    /// `isSubtype(of:)`, `isSupertype(of:)`: conformance between two different types.
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public var description: String { identifier }
    public var debugDescription: String { identifier }

    // The constants (`UTType.pdf` and the rest), by Apple's identifiers.
    public static let item = UTType(known: "public.item")
    public static let content = UTType(known: "public.content")
    public static let compositeContent = UTType(known: "public.composite-content")
    public static let data = UTType(known: "public.data")
    public static let directory = UTType(known: "public.directory")
    public static let folder = UTType(known: "public.folder")
    public static let url = UTType(known: "public.url")
    public static let fileURL = UTType(known: "public.file-url")
    public static let text = UTType(known: "public.text")
    public static let plainText = UTType(known: "public.plain-text")
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    public static let json = UTType(known: "public.json")
    public static let html = UTType(known: "public.html")
    public static let rtf = UTType(known: "public.rtf")
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    public static let image = UTType(known: "public.image")
    public static let png = UTType(known: "public.png")
    public static let jpeg = UTType(known: "public.jpeg")
    public static let heic = UTType(known: "public.heic")
    public static let gif = UTType(known: "com.compuserve.gif")
    public static let audiovisualContent = UTType(known: "public.audiovisual-content")
    public static let movie = UTType(known: "public.movie")
    public static let video = UTType(known: "public.video")
    public static let mpeg4Movie = UTType(known: "public.mpeg-4")
    public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
    public static let audio = UTType(known: "public.audio")
    public static let mp3 = UTType(known: "public.mp3")
    public static let pdf = UTType(known: "com.adobe.pdf")
    public static let spreadsheet = UTType(known: "public.spreadsheet")
    public static let presentation = UTType(known: "public.presentation")
    public static let archive = UTType(known: "public.archive")
    public static let zip = UTType(known: "public.zip-archive")
}
