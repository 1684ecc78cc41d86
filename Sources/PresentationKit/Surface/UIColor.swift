import struct FoundationEssentials.Data

/// `UIColor`: PresentationKit's colour class, a name and an alpha, which is what the drawing,
/// `state` and `code` show. Named colours are known by their names; the engine does not mix them.
public typealias UIColor = Color

/// `UIColor` adopts `NSSecureCoding` (UIColor.h); its requirements are in the class body.
extension Color: NSSecureCoding {}

/// `UIColor` adopts `NSItemProviderReading` and `NSItemProviderWriting` (UIColor.h, iOS 11): a
/// colour is read and written as UIKit's colour type, `com.apple.uikit.color` (the type
/// UIPasteboard.h's `UIPasteboardTypeListColor` lists) [?]. The model has no archived colour
/// data, so making or writing it fails, said once.
extension Color: NSItemProviderReading, NSItemProviderWriting {
    /// `readableTypeIdentifiersForItemProvider`, `writableTypeIdentifiersForItemProvider`.
    public class var readableTypeIdentifiersForItemProvider: [String] { ["com.apple.uikit.color"] }
    public class var writableTypeIdentifiersForItemProvider: [String] { ["com.apple.uikit.color"] }
    /// `object(withItemProviderData:typeIdentifier:)`: throws, as the model decodes no colour data.
    public class func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        Engine.running?.noteOnce("UIColor: item-provider data is not modelled; no colour is made from it")
        throw ItemProviderDataNotModelled(what: "UIColor")
    }
    /// `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`: no data and an error,
    /// handed back at once; no progress to report.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        Engine.running?.noteOnce("UIColor: item-provider data is not modelled; no data is written")
        completionHandler(nil, ItemProviderDataNotModelled(what: "UIColor"))
        return nil
    }
}

/// `UIUserInterfaceStyle` (PresentationKit declares it, as a view's class body takes it).
public typealias UIUserInterfaceStyle = UserInterfaceStyle
