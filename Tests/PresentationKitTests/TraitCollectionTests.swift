import Testing

@testable import PresentationKit

/// `UITraitCollection` as a class: a collection made with one trait specifies that trait alone,
/// collections combine with later ones winning, and a device's window collection specifies every
/// trait, from the device where the model has it.
@Suite struct TraitCollectionTests {
    @Test func aOneTraitCollectionSpecifiesThatTraitOnly() {
        let wide = TraitCollection(horizontalSizeClass: .regular)
        #expect(wide.horizontalSizeClass == .regular)
        #expect(wide.verticalSizeClass == .unspecified)
        #expect(wide.userInterfaceIdiom == .unspecified)
        #expect(TraitCollection().displayGamut == .unspecified)
        #expect(TraitCollection() == TraitCollection())
    }

    @Test func traitsFromLetALaterCollectionWin() {
        let combined = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .regular), TraitCollection(verticalSizeClass: .compact),
            TraitCollection(horizontalSizeClass: .compact),
        ])
        #expect(combined.horizontalSizeClass == .compact && combined.verticalSizeClass == .compact)
        #expect(combined.containsTraits(in: TraitCollection(verticalSizeClass: .compact)))
        #expect(!combined.containsTraits(in: TraitCollection(verticalSizeClass: .regular)))
        #expect(combined.containsTraits(in: nil))
    }

    @Test func aWindowCollectionTakesItsDevicesIdiomAndScale() {
        let pad = Device.iPad.traits(in: .landscape)
        #expect(pad.userInterfaceIdiom == .pad && pad.horizontalSizeClass == .regular)
        let phone = Device.iPhone15.traits(in: .portrait)
        #expect(phone.userInterfaceIdiom == .phone)
        #expect(phone.values.displayScale == 3)
        #expect(phone.layoutDirection == .leftToRight && phone.preferredContentSizeCategory == .large)
        #expect(phone.containsTraits(in: TraitCollection(userInterfaceIdiom: .phone)))
    }

    @Test func performAsCurrentPutsTheCurrentCollectionBack() {
        let elevated = TraitCollection(userInterfaceLevel: .elevated)
        var inside: UserInterfaceLevel?
        elevated.performAsCurrent { inside = TraitCollection.current.userInterfaceLevel }
        #expect(inside == .elevated)
        #expect(TraitCollection.current.userInterfaceLevel != .elevated)
    }
}
