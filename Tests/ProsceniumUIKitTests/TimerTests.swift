import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A scheduled timer fires on the engine's clock even when the app keeps no reference to it, as
/// the run loop keeps it on iOS (an animator that completes its transition from a timer's block).
@Suite struct TimerTests {
    @Test func aTimerNobodyHoldsStillFires() {
        let engine = Engine()
        engine.setRootViewController(UIViewController())
        let fired = Firings()
        engine.perform {
            Timer.scheduledTimer(withTimeInterval: 0.4, repeats: false) { _ in fired.times.append(engine.now) }
        }
        engine.run()
        #expect(fired.times == [0.4])
    }

    @Test func anInvalidatedTimerDoesNotFire() {
        let engine = Engine()
        engine.setRootViewController(UIViewController())
        let fired = Firings()
        engine.perform {
            let timer = Timer.scheduledTimer(withTimeInterval: 0.4, repeats: false) { _ in fired.times.append(0) }
            timer.invalidate()
        }
        engine.run()
        #expect(fired.times.isEmpty)
    }

    /// When the timer's block ran (a class, as the block is `@Sendable`; the engine has one thread).
    final class Firings: @unchecked Sendable {
        var times: [Double] = []
    }
}
