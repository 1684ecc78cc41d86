import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A gradient keeps its colours and locations, spread evenly when none are given (CGGradient.h),
/// and a context accepts drawing it.
@Suite struct CGGradientTests {
    @Test func aGradientOfColoursKeepsThemAndSpreadsMissingLocationsEvenly() throws {
        let colors = [UIColor.red.cgColor, UIColor.white.cgColor, UIColor.black.cgColor]
        let even = try #require(
            CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil))
        #expect(even.colors == colors && even.locations == [0, 0.5, 1])
        let given = try #require(
            CGGradient(
                colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0.2, 0.9])
        )
        #expect(given.locations == [0.2, 0.9])
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
    }

    @Test func aGradientOfComponentsInANamedSpaceIsDrawnWithoutPainting() throws {
        let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        #expect(space.numberOfComponents == 3 && CGColorSpace(name: "no such space") == nil)
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let gradient = try #require(
            CGGradient(colorSpace: space, colorComponents: components, locations: nil, count: 2))
        #expect(gradient.locations == [0, 1])
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        _ = renderer.image { context in
            context.cgContext.drawLinearGradient(
                gradient, start: .zero, end: CGPoint(x: 0, y: 10), options: [.drawsBeforeStartLocation])
            context.cgContext.drawRadialGradient(
                gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 5, options: [])
        }
    }
}
