/// `UIFocusGroupPriority` (iOS 15, UIFocus.h): how strongly a view asks to be focused first in its
/// focus group, a number with UIKit's named levels. The model has no focus engine, so it is kept.
public struct FocusGroupPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// `ignored` (0), `previouslyFocused` (1000), `prioritized` (2000), `currentlyFocused`
    /// (`Int.max`): UIFocus.h's levels.
    public static let ignored = FocusGroupPriority(rawValue: 0)
    public static let previouslyFocused = FocusGroupPriority(rawValue: 1000)
    public static let prioritized = FocusGroupPriority(rawValue: 2000)
    public static let currentlyFocused = FocusGroupPriority(rawValue: Int.max)
}
