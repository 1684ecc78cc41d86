import struct FoundationEssentials.Data

/// `NSItemProviderRepresentationVisibility` (Foundation's NSItemProvider.h, iOS 11): which
/// processes may see a representation an object writes. `group` is macOS-only in the header, so
/// iOS's interface has the other three, with their raw values.
public enum NSItemProviderRepresentationVisibility: Int, @unchecked Sendable {
    case all = 0
    case team = 1
    case ownProcess = 3
}

/// `NSItemProviderReading` (Foundation's NSItemProvider.h, iOS 11): a class whose objects an
/// item provider can make from data of one of the types it reads (`UIColor`, `UIImage`,
/// `String`…); `loadObject(ofClass:completionHandler:)` asks it.
public protocol NSItemProviderReading: NSObjectProtocol {
    /// `readableTypeIdentifiersForItemProvider`: the types it reads, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// `object(withItemProviderData:typeIdentifier:)`: an object made from the data (the
    /// header's `+objectWithItemProviderData:typeIdentifier:error:`, which throws in Swift).
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// `NSItemProviderWriting` (Foundation's NSItemProvider.h, iOS 11): an object an item provider
/// can hand out as data of one of the types it writes. The header's optional members (the
/// instance's own list of types, each representation's visibility) have the defaults below, as
/// an item provider reads a missing one.
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// `writableTypeIdentifiersForItemProvider` (class): the types the class writes, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// `writableTypeIdentifiersForItemProvider` (optional, instance): this object's types.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// `itemProviderVisibilityForRepresentation(withTypeIdentifier:)` (optional, class and
    /// instance).
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility
    func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility
    /// `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`: the object as data of
    /// that type, handed to the block; the progress of the work, if it reports one.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

extension NSItemProviderWriting {
    /// The class's types, as an item provider reads an object that has no list of its own.
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
    /// `.all`: every process may see it, the header's default.
    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility
    { .all }
    public func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
        -> NSItemProviderRepresentationVisibility
    { Self.itemProviderVisibilityForRepresentation(withTypeIdentifier: typeIdentifier) }
}

/// What `object(withItemProviderData:typeIdentifier:)` and
/// `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)` throw or hand back for a
/// colour or an image: the model encodes and decodes no item-provider data.
struct ItemProviderDataNotModelled: Error, CustomStringConvertible {
    let what: String
    var description: String { "\(what): item-provider data is not modelled" }
}
