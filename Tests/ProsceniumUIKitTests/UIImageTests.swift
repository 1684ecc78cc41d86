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

    @Test func anImageMadeFromABitmapAnswersThatBitmap() throws {
        let bitmap = try #require(CGImage(blankWidth: 60, height: 30))
        let image = UIImage(cgImage: bitmap, scale: 2, orientation: .left)
        #expect(image.cgImage === bitmap)
        #expect(image.size == CGSize(width: 30, height: 15))
        #expect(image.scale == 2)
        #expect(image.imageOrientation == .left)
        #expect(image.withRenderingMode(.alwaysTemplate).cgImage === bitmap)
        #expect(UIImage(cgImage: bitmap).size == CGSize(width: 60, height: 30))
        #expect(image.ciImage == nil)
        // Any other image answers a blank bitmap of its pixel size.
        let drawn = UIImage(size: CGSize(width: 10, height: 5))
        #expect(drawn.cgImage?.width == 10)
        #expect(drawn.cgImage?.height == 5)
    }

    @Test func anImageMadeFromACoreImageImageHasNoBitmap() throws {
        let bitmap = try #require(CGImage(blankWidth: 8, height: 4))
        let recipe = CIImage(cgImage: bitmap)
        #expect(recipe.extent == CGRect(x: 0, y: 0, width: 8, height: 4))
        let image = UIImage(ciImage: recipe)
        #expect(image.ciImage === recipe)
        #expect(image.cgImage == nil)
        #expect(image.size == CGSize(width: 8, height: 4))
        #expect(UIImage(ciImage: recipe, scale: 2, orientation: .up).size == CGSize(width: 4, height: 2))
    }

    @Test func whatNeedsPixelsAnswersNil() {
        #expect(UIImage(data: Data([0x89, 0x50])) == nil)
        #expect(UIImage(named: "card")?.pngData() == nil)
        #expect(UIImage.animatedImage(with: [UIImage(), UIImage()], duration: 1)?.images?.count == 2)
    }
}

/// A view's layer is one object, kept by the view; its presentation copy reads what is on screen.
@Suite struct ViewLayerTests {
    @Test func aViewsLayerIsTheSameObjectAtEachRead() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer === view.layer)
        view.layer.name = "card"
        #expect(view.layer.name == "card")
        #expect(view.layer.position == CGPoint(x: 50, y: 25))
        let badge = CALayer()
        view.layer.addSublayer(badge)
        #expect(badge.superlayer === view.layer)
        let glow = CALayer()
        view.layer.insertSublayer(glow, below: badge)
        #expect(view.layer.sublayers?.first === glow)
        badge.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 1)
    }

    @Test func thePresentationLayerReadsTheFrameOnScreenMidAnimation() throws {
        let engine = Engine(device: .iPhone15)
        let root = UIViewController()
        engine.setRootViewController(root)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(view)
        engine.perform {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.frame.origin.x = 200 }
        }
        engine.advance(by: 0.5)
        engine.perform {
            #expect(view.layer.frame.minX == 200)
            #expect(view.layer.presentation()?.frame.minX == 100)
        }
    }
}

/// A scroll view's zoom scale is kept within its limits, and zooming to a rectangle fits it.
@Suite struct ScrollViewZoomTests {
    @Test func theZoomScaleStaysWithinItsLimits() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 4
        scroll.setZoomScale(9, animated: true)
        #expect(scroll.zoomScale == 4)
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 150, height: 100), animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.touchesShouldCancel(in: UIView()))
        #expect(!scroll.touchesShouldCancel(in: UIButton(type: .system)))
    }
}

/// Image renderer formats and symbol effects: kept settings, with what the model can honour.
@Suite struct ImageRendererAndSymbolEffectTests {
    @Test func aRendererMakesImagesAtItsFormatsScale() {
        let format = UIGraphicsImageRendererFormat()
        #expect(!format.opaque)
        #expect(format.preferredRange == .automatic)
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        let image = renderer.image { _ in }
        #expect(image.scale == 3)
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.cgImage?.width == 60)
        let again = image.imageRendererFormat
        #expect(again.scale == 3)
        #expect(again.bounds.size == image.size)
    }

    @Test func aOneOffEffectEndsAtOnceALastingOneWhenRemoved() {
        let view = UIImageView()
        var finished: [Bool] = []
        view.addSymbolEffect(.bounce, options: .nonRepeating) { finished.append($0.isFinished) }
        #expect(finished == [true])
        view.addSymbolEffect(.scale) { finished.append($0.isFinished) }
        #expect(finished == [true])
        #expect(view.symbolEffects.active.count == 1)
        view.removeSymbolEffect(ofType: .pulse)
        #expect(view.symbolEffects.active.count == 1)
        view.removeAllSymbolEffects()
        #expect(view.symbolEffects.active.isEmpty)
        #expect(finished == [true, true])
        let symbol = UIImage(systemName: "star.fill")
        view.setSymbolImage(symbol!, contentTransition: .replace.downUp)
        #expect(view.image === symbol)
    }
}
