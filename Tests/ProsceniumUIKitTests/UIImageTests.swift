import PresentationKit
import Testing
import struct FoundationEssentials.Data

@testable import ProsceniumUIKit

/// `UIImage`'s derived images are new images with the one thing changed, as UIKit's are; what
/// needs pixels (decoding, encoding) answers nil.
@Suite struct UIImageTests {
    @Test func aDerivedImageIsANewImageWithThatModeOrTint() throws {
        let symbol = try #require(UIImage(systemName: "xmark"))
        #expect(symbol.isSymbolImage)
        let template = symbol.withRenderingMode(.alwaysTemplate)
        #expect(template !== symbol)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(symbol.renderingMode == .automatic)
        let tinted = symbol.withTintColor(.red)
        #expect(tinted.renderingMode == .alwaysOriginal)
        let stretched = symbol.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        #expect(stretched.capInsets.top == 4)
        #expect(stretched.isSymbolImage)
    }

    @Test func whatNeedsPixelsAnswersNil() {
        #expect(UIImage(data: Data([0x89, 0x50])) == nil)
        #expect(UIImage(named: "card")?.pngData() == nil)
        #expect(UIImage.animatedImage(with: [UIImage(), UIImage()], duration: 1)?.images?.count == 2)
    }
}
