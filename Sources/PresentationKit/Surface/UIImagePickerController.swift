/// `UIImagePickerControllerDelegate`: every requirement optional. Its delegate is the navigation
/// controller's (`delegate`, typed `UINavigationControllerDelegate` here; UIKit types it as both).
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    /// UIKit's default dismisses the picker (Apple's reference: "If you don't implement this
    /// method, the picker dismisses itself").
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// `UIImagePickerController`: the photo library or camera picker, a navigation controller as in
/// UIKit, presented as an app presents it. The model has no photos and no camera: it shows a
/// plain view and never picks; `isSourceTypeAvailable(_:)` says the photo library is there and
/// the camera is not, as in the iOS simulator [?].
open class UIImagePickerController: UINavigationController {
    /// `UIImagePickerController.SourceType`, `CameraDevice`, `CameraCaptureMode`, `QualityType`.
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public enum CameraDevice: Int, Sendable { case rear, front }
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480 }
    /// `UIImagePickerController.InfoKey`.
    public struct InfoKey: RawRepresentable, Hashable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
    }

    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var videoQuality: QualityType = .typeMedium
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        Engine.running?.noteOnce("UIImagePickerController: no photos or camera in the model; it never picks")
    }
    /// Declared so that the picker inherits `init()`, as every UIKit controller does (a class
    /// inherits its superclass's convenience initialisers only when it overrides every designated one).
    public override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
    }
    public override init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(navigationBarClass: navigationBarClass, toolbarClass: toolbarClass)
        Engine.running?.noteOnce("UIImagePickerController: no photos or camera in the model; it never picks")
    }
    public required init?(coder: NSCoder) { return nil }

    /// `isSourceTypeAvailable(_:)`, `availableMediaTypes(for:)`, `isCameraDeviceAvailable(_:)`.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// `takePicture()`: no camera.
    open func takePicture() {}
}
