import Testing

@testable import ProsceniumUIKit

/// A blur as image code writes it: a box convolution that copies a uniform image (the model's
/// images are blank, and a box blur of a uniform image is itself).
@Suite struct AccelerateTests {
    @Test func aBoxBlurOfAUniformBitmapIsTheBitmap() {
        let (width, height) = (4, 2)
        let bytes = width * 4 * height
        let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 4)
        let target = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 4)
        defer {
            source.deallocate()
            target.deallocate()
        }
        source.initializeMemory(as: UInt8.self, repeating: 7, count: bytes)
        target.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        var input = vImage_Buffer(data: source, height: 2, width: 4, rowBytes: 16)
        var output = vImage_Buffer(data: target, height: 2, width: 4, rowBytes: 16)
        #expect(
            vImageBoxConvolve_ARGB8888(&input, &output, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageGetTempBufferSize))
                == 0)
        #expect(
            vImageBoxConvolve_ARGB8888(&input, &output, nil, 0, 0, 3, 3, nil, vImage_Flags(kvImageEdgeExtend))
                == kvImageNoError)
        #expect(target.load(fromByteOffset: bytes - 1, as: UInt8.self) == 7)
    }
}
