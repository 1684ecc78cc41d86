import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// `sendAction(_:to:from:for:)` sends to a target it is given; with none it goes to the first
/// responder, and the model has none (no keyboard), so it answers false.
@Suite struct UIApplicationTests {
    final class Listener: NSObject {
        var heard = 0
    }

    @Test func anActionReachesItsTargetAndAnUntargetedOneNoOne() {
        let listener = Listener()
        let ping = Selector.sending(to: listener, "ping") { target, _ in target.heard += 1 }
        #expect(UIApplication.shared.sendAction(ping, to: listener, from: nil, for: nil))
        #expect(listener.heard == 1)
        #expect(!UIApplication.shared.sendAction(ping, to: nil, from: nil, for: nil))
        #expect(listener.heard == 1)
        #expect(UIApplication.shared.next == nil)
    }
}
