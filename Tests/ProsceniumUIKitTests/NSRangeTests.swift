import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Foundation's overlay turns integer ranges into `NSRange` and back (`NSRange(0..<n)`,
/// `Range<Int>(nsRange)`), as public code searching with NSRegularExpression writes it.
@Suite struct NSRangeTests {
    @Test func anIntegerRangeIsItsLocationAndLengthAndComesBack() {
        #expect(NSRange(0..<5) == NSRange(location: 0, length: 5))
        #expect(NSRange(2...4) == NSRange(location: 2, length: 3))
        #expect(Range<Int>(NSRange(location: 3, length: 4)) == 3..<7)
        #expect(Range<Int>(NSRange(location: NSNotFound, length: 0)) == nil)
    }
}
