import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// The runtime's method functions answer with tokens and exchange nothing, so a library's
/// swizzling guard goes on and UIKit's own method stays the one called.
@Suite struct ObjectiveCRuntimeTests {
    final class Screen: UIViewController {
        var closed = 0
        func close() { closed += 1 }
    }

    @Test func aSwizzleCompilesRunsAndChangesNothing() {
        let close = Selector.sending(to: Screen(), "close") { target, _ in target.close() }
        guard let original = class_getInstanceMethod(Screen.self, close),
            let replacement = class_getInstanceMethod(Screen.self, close)
        else {
            Issue.record("the lookups answer a token")
            return
        }
        method_exchangeImplementations(original, replacement)
        let screen = Screen()
        screen.close()
        #expect(screen.closed == 1)
        #expect(object_getClass(screen) == Screen.self)
    }
}
