import FoundationEssentials
import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// The Core Graphics and UIKit overlays' value-type members and the layout members added with
/// them: transform components, Codable insets, system spacing, a guide's frame in a view.
@Suite struct LayoutGeometryDeclarationsTests {
    @Test func aTransformIsTheProductOfItsComponents() {
        let made = CGAffineTransform(
            CGAffineTransformComponents(
                scale: CGSize(width: 2, height: 3), horizontalShear: 0.5, rotation: .pi / 6,
                translation: CGVector(dx: 10, dy: -4)))
        let parts = made.decomposed()
        #expect(abs(parts.scale.width - 2) < 1e-9)
        #expect(abs(parts.scale.height - 3) < 1e-9)
        #expect(abs(parts.horizontalShear - 0.5) < 1e-9)
        #expect(abs(parts.rotation - .pi / 6) < 1e-9)
        #expect(parts.translation == CGVector(dx: 10, dy: -4))
        let turn = CGAffineTransform(rotationAngle: .pi / 2).decomposed()
        #expect(abs(turn.rotation - .pi / 2) < 1e-9 && abs(turn.scale.height - 1) < 1e-9)
    }

    @Test func insetsAndOffsetsEncodeAsListsOfNumbers() throws {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let data = try JSONEncoder().encode(insets)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4]")
        #expect(try JSONDecoder().decode(UIEdgeInsets.self, from: data) == insets)
        let offset = UIOffset(horizontal: 5, vertical: -6)
        #expect(try JSONDecoder().decode(UIOffset.self, from: JSONEncoder().encode(offset)) == offset)
        #expect(Mirror(reflecting: CGPoint(x: 1, y: 2)).children.map(\.label) == ["x", "y"])
    }

    @Test func priorityArithmetic() {
        var p = UILayoutPriority.defaultHigh
        p += 1
        #expect(p == UILayoutPriority(751))
        p -= 2
        #expect(UILayoutPriority.required - p == 251)
        #expect(1 + UILayoutPriority.defaultLow == UILayoutPriority(251))
    }

    @Test func systemSpacingPlacesAViewEightPointsOnAndAGuideKnowsItsFrame() {
        let (engine, container) = AutoLayoutTests.stage()
        let title = UIView()
        let body = UIView()
        for v in [title, body] {
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: container.topAnchor, constant: 100),
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            title.widthAnchor.constraint(equalToConstant: 100),
            title.heightAnchor.constraint(equalToConstant: 30),
            body.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 2),
            body.leadingAnchor.constraint(equalToSystemSpacingAfter: title.leadingAnchor, multiplier: 1),
            body.widthAnchor.constraint(equalToConstant: 50),
            body.heightAnchor.constraint(equalToConstant: 50),
        ])
        engine.perform { container.layoutIfNeeded() }
        #expect(body.frame == CGRect(x: 28, y: 146, width: 50, height: 50))
        let guide = UILayoutGuide()
        body.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: body.leadingAnchor, constant: 5),
            guide.topAnchor.constraint(equalTo: body.topAnchor, constant: 5),
            guide.widthAnchor.constraint(equalToConstant: 10),
            guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        engine.perform { container.layoutIfNeeded() }
        #expect(guide.frame(in: container) == CGRect(x: 33, y: 151, width: 10, height: 10))
        #expect(NSLayoutConstraint().firstItem == nil)
        #expect(!NSLayoutConstraint().shouldBeArchived)
    }
}
