import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Image configurations copy, combine and compare as UIKit's do; an image view's animation
/// duration defaults to a thirtieth of a second a frame; an asset answers the image registered
/// for the closest traits; trait collections keep a typesetting language.
@Suite struct UIImageConfigurationTests {
    @Test func symbolConfigurationsCombineAndCompare() {
        let large = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
        let small = UIImage.SymbolConfiguration(scale: .small)
        let both = large.applying(small)
        #expect(both.pointSize == 30 && both.weight == .bold && both.scale == .small)
        #expect(both.configurationWithoutWeight().weight == .unspecified)
        #expect(large.isEqual(to: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)))
        #expect(!large.isEqual(to: small))
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
        let image = UIImage(systemName: "star", withConfiguration: large)
        #expect(image?.applyingSymbolConfiguration(small)?.symbolConfiguration?.pointSize == 30)
    }

    @Test func aConfigurationKeepsItsTraitsAndLocale() {
        let dark = UIImage.Configuration(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        let french = dark.withLocale(Locale(identifier: "fr_FR"))
        #expect(french.traitCollection?.userInterfaceLevel == .unspecified)
        #expect(french.locale == Locale(identifier: "fr_FR") && dark.locale == nil)
    }

    @Test func anImageViewAnimatesOnlyWithFrames() {
        let view = UIImageView(image: nil, highlightedImage: nil)
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationImages = [UIImage(), UIImage(), UIImage()]
        #expect(view.animationDuration == 0.1)
        view.startAnimating()
        #expect(view.isAnimating)
        view.stopAnimating()
        #expect(!view.isAnimating)
    }

    @Test func anAssetAnswersTheClosestRegisteredImage() {
        let asset = UIImageAsset()
        let phone = UIImage(named: "phone")!
        let pad = UIImage(named: "pad")!
        asset.register(phone, with: UITraitCollection(userInterfaceIdiom: .phone))
        asset.register(pad, with: UITraitCollection(userInterfaceIdiom: .pad))
        #expect(asset.image(with: UITraitCollection(userInterfaceIdiom: .pad)) === pad)
        #expect(pad.imageAsset === asset)
        asset.unregisterImage(with: UITraitCollection(userInterfaceIdiom: .pad))
        #expect(asset.image(with: UITraitCollection(userInterfaceIdiom: .pad)) === phone)
    }

    @Test func mutationsSetTheTypesettingLanguage() {
        let chinese = UITraitCollection { $0.typesettingLanguage = Locale.Language(identifier: "zh-Hans") }
        #expect(chinese.typesettingLanguage == Locale.Language(identifier: "zh-Hans"))
        #expect(chinese[UITraitTypesettingLanguage.self] == Locale.Language(identifier: "zh-Hans"))
        #expect(chinese.changedTraits(from: nil).count == 1)
    }
}
