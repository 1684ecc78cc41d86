import PresentationKit

/// Where a popover points from (`popover from X Y W H [arrow up]`): its `sourceRect` in the
/// presenting view (which fills the window), and the arrow directions it permits.
package struct PopoverSource: Equatable, Sendable {
    package var rect: Rect
    package var arrows: PopoverArrowDirection
    /// `popoverLayoutMargins` (`margins T L B R`); nil: UIKit's default, 10 points on each edge.
    package var margins: EdgeInsets?

    package init(rect: Rect, arrows: PopoverArrowDirection, margins: EdgeInsets? = nil) {
        self.rect = rect
        self.arrows = arrows
        self.margins = margins
    }

    /// The words after `popover from`.
    var arguments: String {
        let r = rect
        let numbers = [r.origin.x, r.origin.y, r.size.width, r.size.height].map(CommandSpelling.n).joined(
            separator: " ")
        let withArrow = arrows == .any ? numbers : numbers + " arrow " + arrows.name
        guard let m = margins else { return withArrow }
        return withArrow + " margins "
            + [m.top, m.left, m.bottom, m.right].map(CommandSpelling.n).joined(separator: " ")
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
