/// The app's window, as `UIWindow`: the root of the view tree, sized by the device and its
/// orientation, holding the root view controller's view and, during a presentation, the container.
public final class Window: View {
    public internal(set) var device: Device
    public internal(set) var orientation: Orientation
    /// Set by `resize` (an iPad in split view); nil means the full screen.
    public internal(set) var customSize: Size?
    public internal(set) var rootViewController: ViewController?

    init(device: Device, orientation: Orientation) {
        self.device = device
        self.orientation = orientation
        super.init(frame: Rect(origin: .zero, size: device.size(in: orientation)))
        name = "window"
    }

    /// No window is decoded here.
    public required init?(coder: Coder) {
        return nil
    }

    public var screenSize: Size { customSize ?? device.size(in: orientation) }

    public override var traitCollection: TraitCollection {
        device.traits(forWindowSize: screenSize, orientation: orientation)
    }

    /// The device's safe-area insets for the current orientation.
    public var windowSafeAreaInsets: EdgeInsets { device.safeArea(in: orientation) }
}
