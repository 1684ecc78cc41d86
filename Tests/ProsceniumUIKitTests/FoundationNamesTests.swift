import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Foundation's names that code reaches through `import UIKit`.
@Suite struct FoundationNamesTests {
    @Test func nsStringFromClassNamesASwiftClassByModuleAndUIKitsByName() {
        #expect(
            FoundationNamesFixture.classNames == ["ProsceniumUIKitTests.FoundationNamesFixture.Card", "UILabel"])
        #expect(FoundationNamesFixture.integers() == (3, 4))
    }

    @Test func loadingANibGivesNothingAndSaysSo() {
        let engine = Engine()
        engine.setRootViewController(UIViewController())
        var loaded: [Any]? = [1]
        engine.perform { loaded = Bundle.main.loadNibNamed("Card", owner: nil, options: nil) }
        #expect(loaded == nil)
        #expect(engine.consoleLog.contains { $0.contains("nibs are not modelled") })
    }
}
