/// `UIActivityItemsConfigurationReading` (UIActivityItemsConfigurationReading.h, iOS 13): the
/// items to share, as item providers. Only the required member is declared (the header's
/// optional ones describe previews and per-activity items, which the model never shows).
public protocol UIActivityItemsConfigurationReading: NSObjectProtocol {
    /// `itemProvidersForActivityItemsConfiguration`: one provider per item.
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { get }
}
