// Foundation's names the `UIKit` module itself declares (Sources/UIKit), reached as loaded code
// reaches them. Alone in its file: beside `import Testing`, `import UIKit` asks for Swift
// Testing's cross-import overlay for Apple's UIKit, which does not exist here.
import UIKit

enum FoundationNamesFixture {
    final class Card: UIView {}

    /// `NSStringFromClass` of the fixture's own class and of a UIKit one.
    static var classNames: [String] { [NSStringFromClass(Card.self), NSStringFromClass(UILabel.self)] }

    /// `NSInteger` and `NSUInteger` are `Int` and `UInt`.
    static func integers() -> (Int, UInt) {
        let tag: NSInteger = 3
        let count: NSUInteger = 4
        return (tag, count)
    }
}
