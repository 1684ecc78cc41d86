import PresentationKit

/// `UITraitEnvironmentLayoutDirection`: the reading direction a trait collection lays out in.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight, rightToLeft
}

extension TraitCollection {
    /// `layoutDirection`: `.leftToRight`, the only direction the model lays out (leading is left).
    public var layoutDirection: UITraitEnvironmentLayoutDirection { .leftToRight }
}
