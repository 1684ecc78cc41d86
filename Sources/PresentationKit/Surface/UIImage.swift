import struct FoundationEssentials.Data

/// `UIImage`: an image the model cannot draw (it has no pixels), kept as what it was made from
/// (a name, a symbol, a size) with UIKit's derived images: a rendering mode, a tint, cap insets,
/// a symbol configuration, each a new image as UIKit's are, so code that builds and compares
/// images runs. Decoding bytes (`UIImage(data:)`) and encoding them (`pngData()`) have nothing to
/// work on: they answer nil, as UIKit does for data it cannot read, and say so once.
open class UIImage: NSObject, NSSecureCoding, NSItemProviderReading, NSItemProviderWriting,
    UIItemProviderPresentationSizeProviding, @unchecked Sendable
{
    /// The name it was made with. UIKit's image has no such property, so loaded code cannot see it.
    package let name: String?
    /// `size`: zero for a named image (the model reads no image files), the size asked for one
    /// drawn by a renderer.
    open private(set) var size: CGSize
    /// `scale`: 1 [?] (the model keeps no pixels to have a scale of).
    open private(set) var scale: CGFloat = 1
    /// `isSymbolImage`: made with `UIImage(systemName:)`.
    open private(set) var isSymbolImage = false
    /// `renderingMode`, `symbolConfiguration`, `capInsets`, `resizingMode`,
    /// `alignmentRectInsets`, `imageOrientation`, `flipsForRightToLeftLayoutDirection`: as the
    /// derived images set them.
    open private(set) var renderingMode: RenderingMode = .automatic
    open private(set) var symbolConfiguration: SymbolConfiguration?
    open private(set) var capInsets = UIEdgeInsets()
    open private(set) var resizingMode: ResizingMode = .tile
    open private(set) var alignmentRectInsets = UIEdgeInsets()
    open private(set) var imageOrientation: Orientation = .up
    open private(set) var flipsForRightToLeftLayoutDirection = false
    /// `configuration` (iOS 13): the configuration it was made or derived with.
    open private(set) var configuration: Configuration?
    /// `leftCapWidth`, `topCapHeight`: the caps `stretchableImage(withLeftCapWidth:topCapHeight:)`
    /// gave it, else 0.
    open private(set) var leftCapWidth = 0
    open private(set) var topCapHeight = 0
    /// `baselineOffsetFromBottom` (iOS 13): the baseline `withBaselineOffset(fromBottom:)` gave
    /// it; nil for an image without one.
    public private(set) var baselineOffsetFromBottom: CGFloat?
    /// `imageAsset`: the asset the image was registered in (`UIImageAsset.register(_:with:)`),
    /// else nil (the model reads no asset catalogues) [?].
    open internal(set) weak var imageAsset: UIImageAsset?
    /// `isHighDynamicRange` (iOS 17): false; the model's images hold no pixels, so none is HDR.
    open var isHighDynamicRange: Bool { false }
    /// `images`, `duration`: an animated image's frames and its time.
    open private(set) var images: [UIImage]?
    open private(set) var duration: TimeInterval = 0
    /// The tint `withTintColor(_:)` gave it (kept, not drawn).
    package private(set) var tint: UIColor?
    /// The bitmap it was made from (`init(cgImage:)`), else nil.
    private var bitmap: CGImage?
    /// The Core Image image it was made from (`init(ciImage:)`), else nil.
    private var recipe: CIImage?

    /// `cgImage` (UIImage.h): the bitmap it was made from; nil for one made from a Core Image
    /// image (Apple's `cgImage` page); for any other image, a bitmap of its size times its scale
    /// in pixels, blank (the model draws nothing).
    open var cgImage: CGImage? {
        if let bitmap { return bitmap }
        if recipe != nil { return nil }
        return CGImage(blankWidth: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }
    /// `ciImage` (UIImage.h): the Core Image image it was made from, else nil.
    open var ciImage: CIImage? { recipe }
    /// `imageRendererFormat` (UIImage.h, iOS 10): a format that makes images like this one: its
    /// scale, its size as the bounds.
    open var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.bounds = CGRect(origin: .zero, size: size)
        return format
    }

    /// `UIImage.RenderingMode`, `UIImage.ResizingMode`, `UIImage.Orientation`.
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public enum ResizingMode: Int, Sendable { case tile, stretch }
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// `UIImage.DynamicRange` (iOS 17; PresentationKit declares it, as `UITraitCollection`'s
    /// class body takes it).
    public typealias DynamicRange = ImageDynamicRange

    /// `init()`: an empty image.
    public override init() {
        name = nil
        size = .zero
        super.init()
    }

    package init(name: String?, size: CGSize) {
        self.name = name
        self.size = size
        super.init()
    }

    /// An image of that size with nothing in it (what the renderers and image contexts make).
    package convenience init(size: CGSize) { self.init(name: nil, size: size) }
    /// One of that size at that scale (what an image renderer makes with its format).
    package convenience init(size: CGSize, scale: CGFloat) {
        self.init(name: nil, size: size)
        self.scale = scale
    }

    /// `init(cgImage:)`, `init(cgImage:scale:orientation:)` (UIImage.h, designated): an image of
    /// the bitmap's pixel size over the scale (a scale under 1 counts as 1 [?]) that answers the
    /// bitmap itself as its `cgImage`.
    public init(cgImage: CGImage) {
        name = nil
        size = CGSize(width: CGFloat(cgImage.width), height: CGFloat(cgImage.height))
        bitmap = cgImage
        super.init()
    }
    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        name = nil
        size = CGSize(
            width: CGFloat(cgImage.width) / max(scale, 1), height: CGFloat(cgImage.height) / max(scale, 1))
        bitmap = cgImage
        self.scale = scale
        imageOrientation = orientation
        super.init()
    }
    /// `init(ciImage:)`, `init(ciImage:scale:orientation:)` (UIImage.h, designated): an image of
    /// the Core Image image's extent over the scale (under 1 counts as 1 [?]); it answers that
    /// image as its `ciImage` and, as UIKit's does, nil as its `cgImage` (Apple's `cgImage` page).
    public init(ciImage: CIImage) {
        name = nil
        size = ciImage.extent.size
        recipe = ciImage
        super.init()
    }
    public init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
        name = nil
        size = CGSize(width: ciImage.extent.width / max(scale, 1), height: ciImage.extent.height / max(scale, 1))
        recipe = ciImage
        self.scale = scale
        imageOrientation = orientation
        super.init()
    }

    /// `UIImage(named:)`: any name is found, at zero size (the model reads no asset catalogue).
    public convenience init?(named name: String) { self.init(name: name, size: .zero) }
    /// `UIImage(named:in:compatibleWith:)`, `UIImage(named:in:with:)`: the same; the model has one
    /// bundle and one appearance.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
        self.configuration = configuration
    }
    /// `UIImage(named:in:variableValue:configuration:)` (iOS 16): the same; the variable value
    /// chooses how a variable symbol is drawn, which the model does not do [?].
    public convenience init?(
        named name: String, in bundle: Bundle?, variableValue: Double, configuration: Configuration?
    ) {
        self.init(named: name, in: bundle, with: configuration)
    }
    /// `init(resource:)` (iOS 17, UIKit.swiftinterface): the catalogue image of the resource's
    /// name, as `UIImage(named:in:compatibleWith:)` finds it (the model finds every name, at zero
    /// size).
    public convenience init(resource: ImageResource) {
        self.init(name: resource.name, size: .zero)
    }
    /// `UIImage(systemName:)` and its configured forms: the SF Symbol by name (kept, not drawn).
    public convenience init?(systemName name: String) {
        self.init(name: name, size: .zero)
        isSymbolImage = true
    }
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
        self.configuration = configuration
        symbolConfiguration = configuration as? SymbolConfiguration
    }
    /// `UIImage(systemName:variableValue:configuration:)` (iOS 16): the symbol with that
    /// configuration (the variable value is not drawn [?]).
    public convenience init?(systemName name: String, variableValue: Double, configuration: Configuration?) {
        self.init(systemName: name, withConfiguration: configuration)
    }
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }
    /// `UIImage(data:)`, `UIImage(data:scale:)`, `UIImage(contentsOfFile:)`: nil, as for bytes
    /// UIKit cannot decode; the model decodes no image formats (said once).
    public init?(data: Data) {
        Engine.running?.noteOnce("UIImage(data:): the model decodes no image data; the image is nil")
        return nil
    }
    public init?(data: Data, scale: CGFloat) {
        Engine.running?.noteOnce("UIImage(data:): the model decodes no image data; the image is nil")
        return nil
    }
    /// `init?(coder:)`: required, as UIKit's (an image is `NSSecureCoding`); nothing is decoded.
    public required init?(coder: NSCoder) {
        return nil
    }
    /// `encode(with:)` (NSCoding): nothing is written, as the model archives no images.
    open func encode(with coder: NSCoder) {}
    /// `supportsSecureCoding` (NSSecureCoding): true, as for UIKit's images.
    open class var supportsSecureCoding: Bool { true }

    // Item providers (NSItemProviderReading, NSItemProviderWriting, NSItemProvider.h; and
    // UIItemProviderPresentationSizeProviding, NSItemProvider+UIKitAdditions.h): an image is
    // read and written as image data. The model has no image data, so the types are PNG's
    // alone [?] (what `NSItemProvider.registeredTypeIdentifiers` says of an image here), and
    // making or writing the data fails, said once.

    /// `readableTypeIdentifiersForItemProvider`, `writableTypeIdentifiersForItemProvider`.
    open class var readableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }
    open class var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }
    /// `object(withItemProviderData:typeIdentifier:)`: throws, as the model decodes no image data.
    open class func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        Engine.running?.noteOnce("UIImage: item-provider data is not modelled; no image is made from it")
        throw ItemProviderDataNotModelled(what: "UIImage")
    }
    /// `loadData(withTypeIdentifier:forItemProviderCompletionHandler:)`: no data and an error,
    /// handed back at once, as the model encodes no images; no progress to report.
    open func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        Engine.running?.noteOnce("UIImage: item-provider data is not modelled; no data is written")
        completionHandler(nil, ItemProviderDataNotModelled(what: "UIImage"))
        return nil
    }
    /// `preferredPresentationSizeForItemProvider`: the image's size [?].
    open var preferredPresentationSizeForItemProvider: CGSize { size }
    public init?(contentsOfFile path: String) {
        Engine.running?.noteOnce("UIImage(contentsOfFile:): the model reads no image files; the image is nil")
        return nil
    }

    /// A copy to derive from: the same image with one thing changed.
    private func derived(_ change: (UIImage) -> Void) -> UIImage {
        let copy = UIImage(name: name, size: size)
        copy.scale = scale
        copy.isSymbolImage = isSymbolImage
        copy.renderingMode = renderingMode
        copy.symbolConfiguration = symbolConfiguration
        copy.configuration = configuration
        copy.leftCapWidth = leftCapWidth
        copy.topCapHeight = topCapHeight
        copy.baselineOffsetFromBottom = baselineOffsetFromBottom
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        copy.alignmentRectInsets = alignmentRectInsets
        copy.imageOrientation = imageOrientation
        copy.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
        copy.tint = tint
        copy.bitmap = bitmap
        copy.recipe = recipe
        change(copy)
        return copy
    }

    /// `withRenderingMode(_:)`, `withTintColor(_:)`, `withTintColor(_:renderingMode:)`: a new
    /// image with that mode or tint (Apple: a tinted image is drawn with the tint color, so it
    /// takes `.alwaysOriginal` unless asked otherwise [?]).
    open func withRenderingMode(_ mode: RenderingMode) -> UIImage { derived { $0.renderingMode = mode } }
    open func withTintColor(_ color: UIColor) -> UIImage {
        derived {
            $0.tint = color
            $0.renderingMode = .alwaysOriginal
        }
    }
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        derived {
            $0.tint = color
            $0.renderingMode = renderingMode
        }
    }
    /// `resizableImage(withCapInsets:)`, `resizableImage(withCapInsets:resizingMode:)`.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        derived {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }
    /// `withAlignmentRectInsets(_:)`, `imageFlippedForRightToLeftLayoutDirection()`,
    /// `withHorizontallyFlippedOrientation()`.
    open func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        derived { $0.alignmentRectInsets = alignmentInsets }
    }
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        derived { $0.flipsForRightToLeftLayoutDirection = true }
    }
    open func withHorizontallyFlippedOrientation() -> UIImage {
        derived { $0.imageOrientation = $0.imageOrientation == .upMirrored ? .up : .upMirrored }
    }
    /// `withConfiguration(_:)`, `applyingSymbolConfiguration(_:)`: a new image with the symbol
    /// configuration (kept, not drawn).
    open func withConfiguration(_ configuration: Configuration) -> UIImage {
        derived {
            $0.configuration = configuration
            $0.symbolConfiguration = configuration as? SymbolConfiguration ?? $0.symbolConfiguration
        }
    }
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        derived {
            let combined = $0.symbolConfiguration?.applying(configuration) ?? configuration
            $0.symbolConfiguration = combined
            $0.configuration = combined
        }
    }
    /// `withBaselineOffset(fromBottom:)`, `imageWithoutBaseline()` (iOS 13): a new image with
    /// that baseline, or with none.
    open func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        derived { $0.baselineOffsetFromBottom = baselineOffset }
    }
    open func imageWithoutBaseline() -> UIImage { derived { $0.baselineOffsetFromBottom = nil } }
    /// `imageRestrictedToStandardDynamicRange()` (iOS 17): a copy; the model's images are all
    /// standard range (`isHighDynamicRange` is false).
    open func imageRestrictedToStandardDynamicRange() -> UIImage { derived { _ in } }
    /// `stretchableImage(withLeftCapWidth:topCapHeight:)` (deprecated): a stretching image with
    /// those caps; the right and bottom caps are what is left of the width and height after
    /// the left or top cap and the one stretched point (UIImage.h).
    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        derived {
            $0.leftCapWidth = leftCapWidth
            $0.topCapHeight = topCapHeight
            let left = CGFloat(leftCapWidth)
            let top = CGFloat(topCapHeight)
            $0.capInsets = UIEdgeInsets(
                top: top, left: left, bottom: top > 0 ? max(0, $0.size.height - top - 1) : 0,
                right: left > 0 ? max(0, $0.size.width - left - 1) : 0)
            $0.resizingMode = .stretch
        }
    }

    /// `animatedImage(with:duration:)`: an image whose frames are `images`, the first one's size.
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let image = UIImage(name: nil, size: first.size)
        image.images = images
        image.duration = duration
        return image
    }

    /// `animatedImageNamed(_:duration:)` and its resizable forms: UIKit loads `name0`, `name1`…
    /// while they exist. The model finds every name and reads no files, so the animation is of
    /// the one frame `name0` [?].
    open class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImage(with: [UIImage(name: "\(name)0", size: .zero)], duration: duration)
    }
    open class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval)
        -> UIImage?
    {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }
    open class func animatedResizableImageNamed(
        _ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode, duration: TimeInterval
    ) -> UIImage? {
        let frame = UIImage(name: "\(name)0", size: .zero)
            .resizableImage(withCapInsets: capInsets, resizingMode: resizingMode)
        return animatedImage(with: [frame], duration: duration)
    }

    /// `draw(at:)`, `draw(in:)` and their blended forms, `drawAsPattern(in:)`: nothing is painted
    /// (the model has no bitmaps).
    open func draw(at point: CGPoint) {}
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}
    open func draw(in rect: CGRect) {}
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
    open func drawAsPattern(in rect: CGRect) {}

    /// `pngData()`, `jpegData(compressionQuality:)`: nil, as for an image UIKit cannot encode;
    /// the model has no pixels to encode (said once).
    open func pngData() -> Data? {
        Engine.running?.noteOnce("UIImage: the model has no pixels, so pngData() and jpegData() are nil")
        return nil
    }
    open func jpegData(compressionQuality: CGFloat) -> Data? { pngData() }
    /// `heicData()` (iOS 17): nil, as `pngData()`.
    public func heicData() -> Data? { pngData() }

    /// `preparingForDisplay()`, `preparingThumbnail(of:)`: the image itself, and one of that
    /// size; `prepareForDisplay(completionHandler:)` hands the prepared image over at once [?]
    /// (UIKit does so later, on a queue of its own).
    open func preparingForDisplay() -> UIImage? { self }
    open func preparingThumbnail(of size: CGSize) -> UIImage? { UIImage(name: name, size: size) }
    open func prepareForDisplay(completionHandler: @escaping (UIImage?) -> Void) { completionHandler(self) }
    /// `prepareThumbnail(of:completionHandler:)`: hands over `preparingThumbnail(of:)` at once [?].
    open func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }
    /// `byPreparingForDisplay()`, `byPreparingThumbnail(ofSize:)`: the async forms, answering
    /// what the synchronous ones do.
    open func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }
    open func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }

    /// `traitCollection`: the traits the image was made for; the model looks images up for none
    /// in particular, so the running screen's [?].
    open var traitCollection: UITraitCollection { UIScreen.main.traitCollection }

    /// `UIImage.add`, `.remove`, `.actions`, `.checkmark`, `.strokedCheckmark` (iOS 13): the
    /// system's symbols of those names.
    open class var add: UIImage { symbol("plus") }
    open class var remove: UIImage { symbol("minus") }
    open class var actions: UIImage { symbol("ellipsis") }
    open class var checkmark: UIImage { symbol("checkmark") }
    open class var strokedCheckmark: UIImage { symbol("checkmark.circle") }
    private static func symbol(_ name: String) -> UIImage {
        let image = UIImage(name: name, size: .zero)
        image.isSymbolImage = true
        return image
    }
}

/// `ImageResource` (DeveloperToolsSupport, iOS 17): what Xcode generates for each image of an
/// asset catalogue, a name and the bundle it is in; two are the same resource when their names
/// are (as `ColorResource`).
public struct ImageResource: Hashable, Sendable {
    public let name: String
    public let bundle: Bundle
    /// `init(name:bundle:)`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
    public static func == (lhs: ImageResource, rhs: ImageResource) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
