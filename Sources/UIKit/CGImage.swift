import FoundationEssentials
import PresentationKit
import ProsceniumUIKit

// Core Foundation's data accessors and a bitmap context's image, as snapshot and blur code
// reaches them (the image types themselves are ProsceniumUIKit's CGImage.swift).

/// `CFDataGetBytePtr(_:)`: the bytes of the data, read where the data keeps them (valid while
/// the data, held by its image's provider, lives: as Core Foundation's).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
    theData.withUnsafeBytes { $0.bindMemory(to: UInt8.self).baseAddress }
}

/// `CFDataGetLength(_:)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CFDataGetLength(_ theData: CFData!) -> Int { theData.count }

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
