/// `UIItemProviderPresentationSizeProviding` (NSItemProvider+UIKitAdditions.h, iOS 11): an
/// object written to an item provider that says the size it is best shown at, which sets the
/// provider's preferred presentation size (zero: not known).
public protocol UIItemProviderPresentationSizeProviding: NSObjectProtocol {
    /// `preferredPresentationSizeForItemProvider`.
    var preferredPresentationSizeForItemProvider: CGSize { get }
}
