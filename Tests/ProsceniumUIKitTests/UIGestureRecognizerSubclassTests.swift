import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// The members of UIGestureRecognizerSubclass.h a recogniser subclass overrides, as public code
/// writes them (OverlayContainer's `override func shouldRequireFailure(of:)`): each is open on
/// the class, an override is the one called through the base class, and the base answers with
/// UIKit's defaults.
@Suite struct UIGestureRecognizerSubclassTests {
    /// A recogniser that takes part in no arbitration and counts what it is sent.
    final class Passive: UIGestureRecognizer {
        var sent: [String] = []
        override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
        override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        override func shouldReceive(_ event: UIEvent) -> Bool { false }
        override func ignore(_ touch: UITouch, for event: UIEvent) { sent.append("ignore touch") }
        override func ignore(_ button: UIPress, for event: UIPressesEvent) { sent.append("ignore press") }
        override func reset() {
            super.reset()
            sent.append("reset")
        }
        override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) { sent.append("estimated") }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) { sent.append("began") }
        override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) { sent.append("changed") }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) { sent.append("ended") }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
            sent.append("cancelled")
        }
    }

    @Test func theBaseAnswersWithUIKitsDefaults() {
        let plain = UIGestureRecognizer()
        let other = UIPanGestureRecognizer()
        #expect(plain.canPrevent(other))
        #expect(plain.canBePrevented(by: other))
        #expect(!plain.shouldRequireFailure(of: other))
        #expect(!plain.shouldBeRequiredToFail(by: other))
        #expect(plain.shouldReceive(UIEvent()))
    }

    @Test func aSubclassOverrideIsTheOneCalledThroughTheBase() {
        let passive = Passive()
        let base: UIGestureRecognizer = passive
        let other = UIPanGestureRecognizer()
        #expect(base.shouldRequireFailure(of: other))
        #expect(base.shouldBeRequiredToFail(by: other))
        #expect(!base.canPrevent(other))
        #expect(!base.canBePrevented(by: other))
        #expect(!base.shouldReceive(UIEvent()))
        let press = UIPress()
        let event = UIPressesEvent()
        base.ignore(press, for: event)
        base.pressesBegan([press], with: event)
        base.pressesChanged([press], with: event)
        base.pressesEnded([press], with: event)
        base.pressesCancelled([press], with: event)
        base.touchesEstimatedPropertiesUpdated([])
        base.reset()
        #expect(passive.sent == ["ignore press", "began", "changed", "ended", "cancelled", "estimated", "reset"])
    }
}
