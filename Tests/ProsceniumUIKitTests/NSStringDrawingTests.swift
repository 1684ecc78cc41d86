import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// `boundingRect(with:options:…)` measures as a label sizes itself (NSStringDrawing.h).
@Suite struct NSStringDrawingTests {
    let text = "A message long enough to take more than one line in a narrow alert"

    @Test func lineFragmentOriginWrapsToTheWidthAsALabelDoes() {
        let font = UIFont.systemFont(ofSize: 13)
        let rect = text.boundingRect(
            with: CGSize(width: 120, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font], context: nil)
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.text = text
        let fitting = label.sizeThatFits(CGSize(width: 120, height: .greatestFiniteMagnitude))
        #expect(rect.size == fitting)
        #expect(rect.origin == .zero)
        #expect(rect.width <= 120)
        #expect(rect.height > font.lineHeight * 2)
    }

    @Test func withoutLineFragmentOriginTheTextStaysOnOneLine() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        let rect = text.boundingRect(
            with: CGSize(width: 120, height: 1000), options: [], attributes: attributes, context: nil)
        #expect(rect.size == text.size(withAttributes: attributes))
        #expect(rect.width > 120)
    }

    @Test func aContextShrinksTheFontToItsMinimumScaleAndKeepsTheBounds() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
        let whole = text.size(withAttributes: attributes)
        let rect = text.boundingRect(
            with: CGSize(width: whole.width * 0.8, height: 40), options: [], attributes: attributes,
            context: context)
        #expect(context.actualScaleFactor < 1 && context.actualScaleFactor >= 0.5)
        #expect(rect.width <= whole.width * 0.8)
        #expect(context.totalBounds == rect)
    }

    @Test func anAttributedStringIsMeasuredInItsFont() {
        let string = NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 20)])
        let size = CGSize(width: 200, height: .greatestFiniteMagnitude)
        let rect = string.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil)
        let plain = text.boundingRect(
            with: size, options: .usesLineFragmentOrigin, attributes: [.font: UIFont.systemFont(ofSize: 20)],
            context: nil)
        #expect(rect == plain)
        #expect(string.size() == text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]))
    }
}
