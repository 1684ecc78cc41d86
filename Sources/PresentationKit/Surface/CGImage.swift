import struct FoundationEssentials.Data

// Core Graphics' bitmap images, as snapshot and blur code reaches them: a view's image has its
// size in pixels and holds no drawing (UIGraphics.swift: the model paints nothing), every byte 0;
// a bitmap context over the app's own memory makes an image of what that memory holds. Here, in
// ProsceniumUIKit, because `UIImage`'s class body names `CGImage` (`init(cgImage:)` is one of its
// designated initialisers, `cgImage` an open property); an image's bytes are Foundation's `Data`,
// brought by a scoped import as `UIImage(data:)` brings it.

/// `CGDataProvider` (CoreGraphics): the bytes a font or an image is made from.
public final class CGDataProvider {
    /// The bytes, as the provider was given them.
    private let bytes: Data
    /// `data`: a copy of the bytes (a `CFData`, the `UIKit` module's name for `Data`).
    public var data: Data? { bytes }

    /// `init?(data:)` (a `CFData`: `Data` itself here).
    public init?(data: Data) { bytes = data }
}

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
    package convenience init?(blankWidth width: Int, height: Int) {
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
