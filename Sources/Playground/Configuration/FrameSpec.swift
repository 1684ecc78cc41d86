import PresentationKit

/// A length that is either points or a fraction of the container (`1/1.5` of its width).
package enum Dimension: Equatable, Sendable, CustomStringConvertible {
    case points(Double)
    case fraction(Double)

    package func resolve(in length: Double) -> Double {
        switch self {
        case .points(let p): return p
        case .fraction(let f): return length * f
        }
    }

    package var description: String {
        switch self {
        case .points(let p): return formatNumber(p)
        case .fraction(let f): return "×" + formatNumber(f, decimals: 4)
        }
    }
}

/// Where `frameOfPresentedViewInContainerView` puts the presented view (`set frame ...`).
package enum FrameSpec: Equatable, Sendable, CustomStringConvertible {
    /// The container's bounds: UIKit's default.
    case full
    /// The container's bounds inset on each side (the day-24 overlay: 30; the Chinese article: 50).
    case inset(dx: Double, dy: Double)
    /// A size from `size(forChildContentContainer:withParentContainerSize:)`, centred (the first article: w/1.5 × h/2).
    case size(width: Dimension, height: Dimension)
    /// The right half of the container (Apple's guide).
    case rightHalf
    /// A banner at the bottom of the safe area, 16 points in from the safe area's sides, as tall
    /// as its text (the 2019 article's banner, with x taken from the safe bounds as y already is).
    case banner
    /// The 2019 article's banner exactly as written: the width honours the safe area, but x is the
    /// bare 16-point margin, so in landscape on a phone with a notch it slides under it.
    case articleBanner
    /// An explicit rectangle.
    case rect(Rect)

    /// Either banner: the presented content sizes itself to its text.
    package var isBanner: Bool { self == .banner || self == .articleBanner }

    package var description: String {
        switch self {
        case .full: return "full"
        case .inset(let dx, let dy):
            return dx == dy ? "inset \(formatNumber(dx))" : "inset \(formatNumber(dx)) \(formatNumber(dy))"
        case .size(let w, let h): return "size \(w) \(h) centered"
        case .rightHalf: return "right-half"
        case .banner: return "banner"
        case .articleBanner: return "banner article"
        case .rect(let r):
            return
                "rect \(formatNumber(r.origin.x)) \(formatNumber(r.origin.y)) \(formatNumber(r.size.width)) \(formatNumber(r.size.height))"
        }
    }
}
