import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// `UIScreen`: the running device's screen; its scale is the device's pixels per point (Apple's
/// specifications: 3 on the iPhone 15, 2 on the iPhone SE and the iPad).
@Suite struct UIScreenTests {
    @Test func theScaleIsTheRunningDevicesAndTheTraitCollectionSaysTheSame() {
        let phone = Engine(device: .iPhone15)
        phone.perform {
            #expect(UIScreen.main.scale == 3)
            #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
            #expect(UIScreen.main.traitCollection.displayScale == 3)
            #expect(UIScreen.main.currentMode?.size == CGSize(width: 1179, height: 2556))
        }
        let small = Engine(device: .iPhoneSE)
        small.perform { #expect(UIScreen.main.scale == 2) }
        let pad = Engine(device: .iPad)
        pad.perform { #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1640, height: 2360)) }
    }
}
