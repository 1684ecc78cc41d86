import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Bar appearances are kept where they are set: an item's are nil until set, a bar's standard one
/// never is; the configure methods set the background as their names say.
@Suite struct UIBarAppearanceTests {
    @Test func anItemsAppearancesAreItsOwnAndTheBarHasADefault() {
        let item = UINavigationItem(title: "Inbox")
        #expect(item.standardAppearance == nil && item.scrollEdgeAppearance == nil)
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        #expect(opaque.backgroundEffect == nil && opaque.backgroundColor == .systemBackground)
        item.standardAppearance = opaque
        item.scrollEdgeAppearance = opaque
        #expect(item.standardAppearance === opaque && item.compactAppearance == nil)
        let bar = UINavigationBar(frame: .zero)
        let first = bar.standardAppearance
        #expect(bar.standardAppearance === first, "made once and kept")
        let clear = UINavigationBarAppearance()
        clear.configureWithTransparentBackground()
        bar.scrollEdgeAppearance = clear
        #expect(bar.scrollEdgeAppearance?.backgroundColor == .clear)
    }
}
