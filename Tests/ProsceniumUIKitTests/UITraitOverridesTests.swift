import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// iOS 17's mutable traits: overrides are kept and read back per trait; a collection made by
/// mutations carries the size classes it was given.
@Suite struct UITraitOverridesTests {
    @Test func anOverrideIsKeptUntilRemovedAndAnUnsetTraitReadsItsDefault() {
        let controller = UIViewController()
        #expect(!controller.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        controller.traitOverrides.userInterfaceStyle = .dark
        controller.traitOverrides.horizontalSizeClass = .regular
        #expect(controller.traitOverrides.userInterfaceStyle == .dark)
        #expect(controller.traitOverrides[UITraitHorizontalSizeClass.self] == .regular)
        #expect(controller.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        controller.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(controller.traitOverrides.userInterfaceStyle == UITraitUserInterfaceStyle.defaultValue)
        let view = UIView()
        view.traitOverrides.userInterfaceLevel = .elevated
        #expect(view.traitOverrides.userInterfaceLevel == .elevated)
    }

    @Test func mutationsMakeACollectionWithTheirSizeClasses() {
        let wide = UITraitCollection {
            $0.horizontalSizeClass = .regular
            $0.verticalSizeClass = .compact
        }
        #expect(wide.horizontalSizeClass == .regular && wide.verticalSizeClass == .compact)
        let narrow = wide.modifyingTraits { $0.horizontalSizeClass = .compact }
        #expect(narrow.horizontalSizeClass == .compact && narrow.verticalSizeClass == .compact)
    }
}
