import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// `UIFont` is an `NSObject` whose equality is by value; its descriptor carries what it was made
/// with, and `UIFont(descriptor:size:)` takes the descriptor's size when given 0.
@Suite struct UIFontTests {
    @Test func twoFontsOfTheSameFaceAndSizeAreEqual() {
        let a = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let b = UIFont.systemFont(ofSize: 17, weight: .semibold)
        #expect(a == b && a !== b)
        #expect(Set([a, b]).count == 1)
        #expect(a != UIFont.systemFont(ofSize: 17))
    }

    @Test func aDescriptorMakesTheFontItDescribes() {
        let base = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        let descriptor = base.fontDescriptor.addingAttributes([
            .featureSettings: [[UIFontDescriptor.FeatureKey.type: kNumberSpacingType]]
        ])
        let made = UIFont(descriptor: descriptor, size: 0)
        #expect(made.pointSize == 15)
        #expect(made.fontDescriptor.object(forKey: .featureSettings) != nil)
        let bold = UIFont(descriptor: descriptor.withSymbolicTraits(.traitBold)!, size: 20)
        #expect(bold.pointSize == 20 && bold == UIFont.systemFont(ofSize: 20, weight: .bold))
    }

    @Test func aStyleByItsRawNameHasItsSize() {
        #expect(UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote") == .footnote)
        #expect(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: nil).pointSize == 13)
        #expect(UIFont.Weight.bold > .regular && UIFont.Weight.regular + 0.3 == .semibold)
    }
}
