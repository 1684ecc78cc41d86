import PresentationKit

extension UIImage {
    /// `UIImage.Configuration`: the traits an image is looked up for. The model draws no images,
    /// so it is kept, not applied.
    open class Configuration {
        public init() {}
    }

    /// `UIImage.SymbolConfiguration`: an SF Symbol's size, by text style, point size or scale.
    public final class SymbolConfiguration: Configuration {
        /// `UIImage.SymbolScale`.
        public enum Scale: Int, Sendable {
            case `default` = -1
            case unspecified, small, medium, large
        }
        public let textStyle: UIFont.TextStyle?
        public let pointSize: CGFloat?
        public let scale: Scale
        public init(textStyle: UIFont.TextStyle) {
            self.textStyle = textStyle
            pointSize = nil
            scale = .unspecified
        }
        public init(pointSize: CGFloat) {
            textStyle = nil
            self.pointSize = pointSize
            scale = .unspecified
        }
        public init(scale: Scale) {
            textStyle = nil
            pointSize = nil
            self.scale = scale
        }
        /// `init(font:scale:)`, `init(font:)`: the font's point size.
        public init(font: UIFont, scale: Scale = .unspecified) {
            textStyle = nil
            pointSize = font.pointSize
            self.scale = scale
        }
        /// `init(pointSize:weight:scale:)`: the weight is kept with nothing drawn.
        public init(pointSize: CGFloat, weight: UIFont.Weight, scale: Scale = .unspecified) {
            textStyle = nil
            self.pointSize = pointSize
            self.scale = scale
        }
    }

    /// `UIImage.SymbolScale`, `UIImage.SymbolWeight`: as the configuration takes them.
    public typealias SymbolScale = SymbolConfiguration.Scale
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

}

/// `UIGraphicsImageRenderer`: draws into an image. The model has no bitmaps, so the drawing block
/// runs against a context that paints nothing, the image has the renderer's size, and the first
/// use says so in a note line.
public final class UIGraphicsImageRenderer {
    /// `UIGraphicsImageRendererFormat`: here only the bounds.
    public struct Format: Sendable {
        public let bounds: CGRect
    }
    /// `UIGraphicsImageRendererContext`: the drawing calls, which paint nothing.
    public final class Context {
        /// `cgContext`: the Core Graphics context, which paints nothing either.
        public let cgContext = CGContext()
        /// `fill(_:)`.
        public func fill(_ rect: CGRect) {}
        /// `stroke(_:)`.
        public func stroke(_ rect: CGRect) {}
    }

    public let format: Format

    public init(size: CGSize) { format = Format(bounds: CGRect(origin: .zero, size: size)) }

    /// `image(actions:)`: the block runs; the image is blank, of the renderer's size.
    public func image(actions: (Context) -> Void) -> UIImage {
        Engine.running?.noteOnce("UIGraphicsImageRenderer: drawing into images is not modelled; the image is blank")
        actions(Context())
        return UIImage(size: format.bounds.size)
    }
}
