import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// The unfair lock on the stage's one thread: held between lock and unlock, so a try fails then.
@Suite struct OSUnfairLockTests {
    @Test func aHeldLockRefusesATry() {
        var lock = os_unfair_lock()
        os_unfair_lock_lock(&lock)
        #expect(!os_unfair_lock_trylock(&lock))
        os_unfair_lock_unlock(&lock)
        #expect(os_unfair_lock_trylock(&lock))
    }
}
