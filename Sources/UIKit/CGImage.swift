import FoundationEssentials
import PresentationKit
import ProsceniumUIKit

// Core Graphics' bitmap images, as snapshot and blur code reaches them: a view's image has its
// size in pixels and holds no drawing (UIGraphics.swift: the model paints nothing), every byte 0;
// a bitmap context over the app's own memory makes an image of what that memory holds. Here,
// beside `CGDataProvider`, because an image's bytes are Foundation's `Data`.

/// `CGImageAlphaInfo`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// `CGBitmapInfo`: the alpha information (its low bits) and the byte order.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// `CGImage`: a bitmap's size, layout and bytes.
public final class CGImage {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let bitmapInfo: CGBitmapInfo
    public let colorSpace: CGColorSpace?
    public let dataProvider: CGDataProvider?
    /// `alphaInfo`: from the bitmap information's low bits.
    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & 0x1F) ?? .none }

    /// `init?(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:)`.
    public init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard width >= 0, height >= 0, bytesPerRow >= 0 else { return nil }
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.bitmapInfo = bitmapInfo
        colorSpace = space
        dataProvider = provider
    }

    /// A blank 32-bit ARGB image of that many pixels, as the model's drawing makes.
    convenience init?(blankWidth width: Int, height: Int) {
        guard let provider = CGDataProvider(data: Data(count: max(0, width * height * 4))) else { return nil }
        self.init(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue), provider: provider,
            decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// `cropping(to:)`: a blank image of the part inside the bitmap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let part = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !part.isNull, part.width > 0, part.height > 0 else { return nil }
        return CGImage(blankWidth: Int(part.width), height: Int(part.height))
    }
}

/// `CGColorRenderingIntent`.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

/// `CFDataGetBytePtr(_:)`: the bytes of the data, read where the data keeps them (valid while
/// the data, held by its image's provider, lives: as Core Foundation's).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
    theData.withUnsafeBytes { $0.bindMemory(to: UInt8.self).baseAddress }
}

/// `CFDataGetLength(_:)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFDataGetLength(_ theData: CFData!) -> Int { theData.count }

extension UIImage {
    /// `cgImage`: the image's pixels, its size times its scale, blank (the model draws nothing).
    public var cgImage: CGImage? {
        CGImage(blankWidth: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    }

    /// `init(cgImage:)`, `init(cgImage:scale:orientation:)`: an image of the bitmap's size over the scale.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: UIImage.Orientation = .up) {
        let points = CGSize(
            width: CGFloat(cgImage.width) / max(scale, 1), height: CGFloat(cgImage.height) / max(scale, 1))
        self.init(size: points)
        setScale(scale, orientation: orientation)
    }
}

extension CGContext {
    /// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`: a bitmap
    /// context over the app's memory (nil when the layout does not fit the width).
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard width > 0, height > 0, bytesPerRow >= width * max(1, bitsPerComponent / 8) else { return nil }
        self.init()
        bitmap = (data, width, height, bytesPerRow)
    }

    /// `makeImage()`: a bitmap context's memory as an image (drawing paints nothing, so it holds
    /// what the app's memory held).
    public func makeImage() -> CGImage? {
        guard let bitmap,
            let provider = CGDataProvider(
                data: bitmap.data.map { Data(bytes: $0, count: bitmap.bytesPerRow * bitmap.height) }
                    ?? Data(count: bitmap.bytesPerRow * bitmap.height))
        else { return nil }
        return CGImage(
            width: bitmap.width, height: bitmap.height, bitsPerComponent: 8, bitsPerPixel: 32,
            bytesPerRow: bitmap.bytesPerRow, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue), provider: provider,
            decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// `draw(_:in:byTiling:)`: accepted, nothing painted.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
}
