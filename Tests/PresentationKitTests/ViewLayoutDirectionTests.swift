import Testing

@testable import PresentationKit

/// `View`'s layout direction: an English app lays out left to right unless a view forces the
/// other way (Apple's `UISemanticContentAttribute` reference).
@Suite struct ViewLayoutDirectionTests {
    @Test func aViewForcedRightToLeftSaysSoAndOthersFollowTheApp() {
        let view = View(frame: .zero)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(View.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
    }

    @Test func aViewsFrameInAnotherIsItsBoundsConverted() {
        let outer = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let inner = View(frame: Rect(x: 20, y: 30, width: 40, height: 50))
        outer.addSubview(inner)
        #expect(inner.frame(in: outer) == Rect(x: 20, y: 30, width: 40, height: 50))
        #expect(!inner.isFocused && !inner.canBecomeFocused)
    }
}
