import PresentationKit

/// Where a popover points from (`popover from X Y W H [arrow up]`): its `sourceRect` in the
/// presenting view (which fills the window), and the arrow directions it permits.
public struct PopoverSource: Equatable, Sendable {
    public var rect: Rect
    public var arrows: PopoverArrowDirection

    /// The words after `popover from`.
    var arguments: String {
        let r = rect
        let numbers = [r.origin.x, r.origin.y, r.size.width, r.size.height].map(CommandSpelling.n).joined(
            separator: " ")
        return arrows == .any ? numbers : numbers + " arrow " + arrows.name
    }

    static let arrowWords = ["up", "down", "left", "right", "any"]
    static func arrows(named word: String) -> PopoverArrowDirection {
        switch word {
        case "up": return .up
        case "down": return .down
        case "left": return .left
        case "right": return .right
        default: return .any
        }
    }
}
