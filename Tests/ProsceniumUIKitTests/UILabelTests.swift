import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A label's size from its text (`TextMetrics`: 9/17 of the point size a character, 20/17 a line,
/// a model marked [?]) and what Auto Layout makes of it.
@Suite struct UILabelTests {
    @Test func aOneLineLabelIsAsWideAsItsText() {
        let label = UILabel()
        label.text = "Uploaded"
        label.font = .systemFont(ofSize: 17)
        #expect(label.intrinsicContentSize == CGSize(width: 8 * 9, height: 20))
        label.font = .boldSystemFont(ofSize: 34)
        #expect(label.intrinsicContentSize == CGSize(width: 8 * 18, height: 40))
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Long enough to wrap"
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 50, height: 0)).height == 40, "one line, whatever the width")
    }

    @Test func theTextStylesHaveTheDynamicTypeSizes() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    }

    @Test func aWrappingLabelGivesItsCardAFittingHeight() {
        // A message card as a banner's content: the label 16 points in from every edge.
        let card = UIView()
        let label = UILabel()
        label.text = String(repeating: "x", count: 50)
        label.font = .preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        ])
        // 343 wide leaves 311 for text: 34 characters a line, so 50 take two lines of 20.
        let fitting = card.systemLayoutSizeFitting(
            CGSize(width: 343, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitting == CGSize(width: 343, height: 32 + 40))
        // Compressed both ways, the label keeps to one line as wide as its text.
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 32 + 450, height: 52))
        #expect(card.frame == .zero, "fitting moves nothing")
        // Laid out at that size, the label is placed and wrapped.
        card.frame = CGRect(origin: .zero, size: fitting)
        card.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 16, y: 16, width: 311, height: 40))
    }

    @Test func theBannerFittingHeightIsThePlaygroundsOwn() {
        // `set frame banner` sizes the banner from the same model: 52 for one line at 343.
        let card = UIView()
        let label = UILabel()
        label.text = "File successfully uploaded ✅"
        label.font = .preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        ])
        let height = card.systemLayoutSizeFitting(
            CGSize(width: 343, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        #expect(height == 52)
    }
}
