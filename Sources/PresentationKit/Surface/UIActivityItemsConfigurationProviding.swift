/// `UIActivityItemsConfigurationProviding` (UIActivityItemsConfiguration.h, iOS 15): an object
/// that says what to share, as `UIWindowScene.activityItemsConfigurationSource` does for the
/// scene. [?] The model shows no share menu for a scene, so the engine never asks it.
public protocol UIActivityItemsConfigurationProviding: NSObjectProtocol {
    /// `activityItemsConfiguration`: what to share now, if anything.
    var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)? { get }
}
