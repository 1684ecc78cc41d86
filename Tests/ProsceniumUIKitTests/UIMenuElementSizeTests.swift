import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// `UIMenu.preferredElementSize` (iOS 16) and the initialiser that takes it: kept, as the model
/// draws no menus, with the Swift initialiser's default.
@Suite struct UIMenuElementSizeTests {
    @Test func aMenuKeepsItsPreferredElementSize() {
        let menu = UIMenu(title: "Format", preferredElementSize: .small, children: [])
        #expect(menu.preferredElementSize == .small)
        #expect(UIMenu(title: "Plain", children: []).preferredElementSize == .automatic)
        #expect(UIMenu.ElementSize.automatic.rawValue == -1)
    }
}
