// Accelerate's vImage, as image code blurs a snapshot with it (`import Accelerate` becomes
// `import UIKit`). The model's images hold no drawing (every pixel is the same blank one,
// UIGraphics.swift), and a box blur of a uniform image is that image, so a convolution copies its
// source: exact for the images the model makes.

/// `vImagePixelCount`, `vImage_Flags`, `vImage_Error`.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias vImagePixelCount = UInt
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias vImage_Flags = UInt32
// swift-format-ignore: TypeNamesShouldBeCapitalized
public typealias vImage_Error = Int

/// `kvImageNoFlags`, `kvImageEdgeExtend`, `kvImageGetTempBufferSize`, `kvImageNoError`, …
public let kvImageNoFlags: Int = 0
public let kvImageLeaveAlphaUnchanged: Int = 1
public let kvImageCopyInPlace: Int = 2
public let kvImageBackgroundColorFill: Int = 4
public let kvImageEdgeExtend: Int = 8
public let kvImageDoNotTile: Int = 16
public let kvImageHighQualityResampling: Int = 32
public let kvImageTruncateKernel: Int = 64
public let kvImageGetTempBufferSize: Int = 128
public let kvImageNoError: Int = 0

/// `vImage_Buffer`: a bitmap's memory and layout.
// swift-format-ignore: TypeNamesShouldBeCapitalized
public struct vImage_Buffer {
    public var data: UnsafeMutableRawPointer!
    public var height: vImagePixelCount
    public var width: vImagePixelCount
    public var rowBytes: Int
    public init() {
        data = nil
        height = 0
        width = 0
        rowBytes = 0
    }
    public init(data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
        self.data = data
        self.height = height
        self.width = width
        self.rowBytes = rowBytes
    }
}

/// `vImageBoxConvolve_ARGB8888`: with `kvImageGetTempBufferSize` the scratch size it needs
/// (none); otherwise the source's rows copied to the destination (see above), and no error.
// swift-format-ignore: AlwaysUseLowerCamelCase
@discardableResult
public func vImageBoxConvolve_ARGB8888(
    _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>, _ tempBuffer: UnsafeMutableRawPointer?,
    _ srcOffsetToROI_X: vImagePixelCount, _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32,
    _ kernel_width: UInt32, _ backgroundColor: UnsafePointer<UInt8>?, _ flags: vImage_Flags
) -> vImage_Error {
    if Int(flags) & kvImageGetTempBufferSize != 0 { return 0 }
    let source = src.pointee
    let target = dest.pointee
    guard let from = source.data, let to = target.data else { return kvImageNoError }
    let rows = Int(min(source.height, target.height))
    let bytes = min(source.rowBytes, target.rowBytes)
    for row in 0..<rows {
        (to + row * target.rowBytes).copyMemory(from: from + row * source.rowBytes, byteCount: bytes)
    }
    return kvImageNoError
}
