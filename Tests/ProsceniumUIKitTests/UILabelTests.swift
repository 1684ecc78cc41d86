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

    @Test func linesBreakBetweenWordsAsUIKitsDo() {
        // 17 pt: 9 points a character. 100 points hold 11 characters; "Upload complete" is 15.
        let size = TextMetrics.size(of: "Upload complete", pointSize: 17, width: 100)
        #expect(size == Size(width: 8 * 9, height: 40), "the words go on two lines, the widest is \"complete\"")
        // A word longer than the line breaks inside it.
        #expect(TextMetrics.size(of: "Supercalifragilistic", pointSize: 17, width: 100).height == 40)
        // A newline always breaks; spaces at the end of a line take no room.
        #expect(TextMetrics.size(of: "OK\nCancel", pointSize: 17, width: nil) == Size(width: 54, height: 40))
        #expect(TextMetrics.size(of: "Hello      world", pointSize: 17, width: 60) == Size(width: 45, height: 40))
        #expect(TextMetrics.size(of: "a b c d e f", pointSize: 17, width: 30, maxLines: 2).height == 40)
    }

    @Test func chineseTextIsSetOnASquareEmAndBreaksAnywhere() {
        // 上传成功 at 17 pt: four ems.
        #expect(TextMetrics.size(of: "上传成功", pointSize: 17, width: nil) == Size(width: 68, height: 20))
        #expect(TextMetrics.size(of: "文件上传成功了", pointSize: 17, width: 60) == Size(width: 51, height: 60))
        #expect(TextMetrics.size(of: "Done ✅", pointSize: 17, width: nil).width == 4 * 9 + 9 + 17)
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

/// A label subclass that restyles whatever is set, as typography libraries write one.
private final class RestylingLabel: UILabel {
    var restyled = 0
    override var text: String? {
        get { super.text }
        set {
            restyled += 1
            super.attributedText = newValue.map { NSAttributedString(string: $0.uppercased()) }
        }
    }
}

@Suite struct UILabelAttributedTextTests {
    @Test func settingAttributedTextDoesNotCallASubclasssTextSetter() {
        // UIKit's `attributedText` setter updates the label's text without calling `text`'s
        // setter; a subclass whose `text` sets `attributedText` would otherwise recurse forever.
        let label = RestylingLabel()
        label.text = "filters"
        #expect(label.restyled == 1)
        #expect(label.text == "FILTERS")
        #expect(label.attributedText?.string == "FILTERS")
    }
}
