import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// `didChangeValue(forKey:)` reaches the observers of that key (NSKeyValueObserving.h).
@Suite struct KeyValueChangeTests {
    final class Card: UIView {
        var count = 0
    }

    @Test func didChangeValueRunsTheObserversOfThatKey() {
        let card = Card()
        var seen: [Int] = []
        let observation = card.observe(\.count, options: [.new]) { _, change in
            seen.append(change.newValue ?? -1)
        }
        card.willChangeValue(forKey: "count")
        card.count = 5
        card.didChangeValue(forKey: "count")
        card.didChangeValue(forKey: "frame")
        #expect(seen == [5])
        observation.invalidate()
    }
}
