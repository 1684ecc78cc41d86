import PresentationKit

/// `UIOffset`: a horizontal and a vertical displacement, as UIKit hands to centring and to
/// bar-button positions; plain values with nothing to draw.
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init() { self.init(horizontal: 0, vertical: 0) }

    /// `UIOffset.zero`.
    public static let zero = UIOffset()
}
