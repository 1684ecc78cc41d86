/// `CIImage` (Core Image, CIImage.h): a recipe for an image, as code reaches it through
/// `UIImage(ciImage:)` and `UIImage.ciImage`. The model runs no filters: an image is its extent
/// and, for one made from a bitmap, that bitmap.
open class CIImage: NSObject, @unchecked Sendable {
    /// `extent` (CIImage.h): the rectangle the image covers, in pixels; the bitmap's for one made
    /// from a bitmap, empty for `empty()`.
    open private(set) var extent: CGRect
    /// `cgImage` (CIImage.h, iOS 10): the bitmap it was made from, else nil.
    open private(set) var cgImage: CGImage?

    /// `init(cgImage:)` (CIImage.h): an image over the bitmap, its extent the bitmap's size.
    public init(cgImage image: CGImage) {
        extent = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        cgImage = image
        super.init()
    }

    /// `init()`: an image covering nothing.
    public override init() {
        extent = .zero
        super.init()
    }

    /// `empty()` (CIImage.h): an image covering nothing.
    open class func empty() -> CIImage { CIImage() }
}
