import FoundationEssentials
import Testing

@testable import ProsceniumUIKit

/// The Core Graphics overlay's geometry, as CGGeometry.h defines it: the null rectangle of an
/// empty intersection, unions, rectangles through transforms, and the overlay's Codable lists.
@Suite struct CGGeometryOverlayTests {
    @Test func aKeyboardFrameIntersectsAViewsAndMissesAnother() {
        let keyboard = CGRect(x: 0, y: 500, width: 393, height: 352)
        let field = CGRect(x: 16, y: 480, width: 361, height: 44)
        #expect(keyboard.intersection(field) == CGRect(x: 16, y: 500, width: 361, height: 24))
        let title = CGRect(x: 16, y: 100, width: 361, height: 44)
        #expect(keyboard.intersection(title).isNull)
        #expect(CGRect.null.union(title) == title)
        #expect(title.union(field) == CGRect(x: 16, y: 100, width: 361, height: 424))
        #expect(CGRect(x: 10, y: 10, width: -5, height: -5).standardized == CGRect(x: 5, y: 5, width: 5, height: 5))
        #expect(keyboard.contains(CGRect(x: 10, y: 600, width: 10, height: 10)))
        #expect(!keyboard.contains(field))
    }

    @Test func aRectangleAndASizeGoThroughATransform() {
        let card = CGRect(x: 0, y: 0, width: 100, height: 50)
        let turned = card.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.width - 50) < 1e-9 && abs(turned.height - 100) < 1e-9)
        #expect(card.applying(CGAffineTransform(translationX: 5, y: 7)).origin == CGPoint(x: 5, y: 7))
        #expect(
            CGSize(width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGSize(width: 20, height: 60))
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    @Test func geometryEncodesAsTheOverlaysLists() throws {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let data = try JSONEncoder().encode(rect)
        #expect(String(decoding: data, as: UTF8.self) == "[[1,2],[3,4]]")
        #expect(try JSONDecoder().decode(CGRect.self, from: data) == rect)
        #expect(try JSONDecoder().decode(CGVector.self, from: Data("[3,4]".utf8)) == CGVector(dx: 3, dy: 4))
    }

    @Test func numbersAreWrittenAsLiterals() {
        let locations: [NSNumber] = [0, 0.5, true]
        #expect(locations.map(\.doubleValue) == [0, 0.5, 1])
    }
}
