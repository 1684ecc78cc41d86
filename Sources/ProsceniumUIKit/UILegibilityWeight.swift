import PresentationKit

/// `UILegibilityWeight`: whether the Bold Text accessibility setting asks for heavier type.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular, bold
}

extension TraitCollection {
    /// `legibilityWeight`: `.regular`, Bold Text being off (`UIAccessibility.isBoldTextEnabled`).
    public var legibilityWeight: UILegibilityWeight { .regular }
}
