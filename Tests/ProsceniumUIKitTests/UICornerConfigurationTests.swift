import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// iOS 26's corner configurations: a fixed radius is the layer's; a capsule's is half the
/// shorter side, at most its maximum; `effectiveRadius(corner:)` reads them back.
@Suite struct UICornerConfigurationTests {
    @Test func aViewsCornersFollowItsConfiguration() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        card.cornerConfiguration = .corners(radius: .fixed(16))
        #expect(card.layer.cornerRadius == 16 && card.effectiveRadius(corner: .topLeft) == 16)
        card.cornerConfiguration = .capsule()
        #expect(card.effectiveRadius(corner: .allCorners) == 30)
        card.cornerConfiguration = .capsule(maximumRadius: 12)
        #expect(card.layer.cornerRadius == 12)
        card.cornerConfiguration = .corners(
            topLeftRadius: .fixed(20), topRightRadius: .fixed(20), bottomLeftRadius: nil, bottomRightRadius: nil)
        #expect(card.effectiveRadius(corner: .bottomLeft) == 0 && card.effectiveRadius(corner: .allCorners) == 20)
    }
}
