import PresentationKit

/// Where a presented view comes from and goes to.
package enum Entrance: Equatable, Sendable {
    /// Slides in from (and out to) an edge of the container.
    case edge(Edge)
    /// Dropped from above the screen by its centre, as the day-24 `BouncyViewControllerAnimator` does.
    case drop
    /// Grows from 0.2 scale and transparent, as the Chinese article's animator does.
    case zoom
    case fade
    /// Appears and leaves with no animation.
    case none
}

/// A container edge.
package enum Edge: String, Equatable, Sendable, CaseIterable {
    case top, bottom, left, right
}

/// How an animator times its animation.
package enum AnimatorTiming: Equatable, Sendable {
    case curve(TimingCurve)
    case spring(damping: Double, velocity: Double)
}

/// Which animator the transitioning delegate vends (`animator ...`): UIKit's own (none vended),
/// a preset that mirrors an article, or an explicit spring or curve.
package enum AnimatorSpec: Equatable, Sendable, CustomStringConvertible {
    /// The delegate returns nil: UIKit's default slide-up.
    case system
    case custom(name: String, entrance: Entrance, timing: AnimatorTiming, duration: Double)

    package static let presetNames = ["default", "slide", "bouncy", "zoom", "fade", "none"]

    package static func preset(_ name: String) -> AnimatorSpec? {
        switch name.lowercased() {
        case "default": return .system
        case "slide": return .custom(name: "slide", entrance: .edge(.right), timing: .curve(.easeInOut), duration: 0.5)
        case "bouncy":
            return .custom(name: "bouncy", entrance: .drop, timing: .spring(damping: 0.6, velocity: 10), duration: 0.8)
        case "zoom":
            return .custom(name: "zoom", entrance: .zoom, timing: .spring(damping: 0.5, velocity: 0), duration: 1.0)
        case "fade": return .custom(name: "fade", entrance: .fade, timing: .curve(.easeInOut), duration: 0.3)
        case "none": return .custom(name: "none", entrance: .none, timing: .curve(.linear), duration: 0)
        default: return nil
        }
    }

    package var name: String {
        switch self {
        case .system: return "default"
        case .custom(let name, _, _, _): return name
        }
    }

    /// The trace type name of the animator this vends: `BouncyAnimator`, `SpringAnimator`.
    package var typeName: String {
        guard case .custom(let name, _, _, _) = self else { return "" }
        return name.prefix(1).uppercased() + name.dropFirst() + "Animator"
    }

    package var duration: Double {
        if case .custom(_, _, _, let d) = self { return d }
        return PresentationRules.defaultTransitionDuration
    }

    package var curve: TimingCurve {
        switch self {
        case .system: return PresentationRules.defaultTransitionCurve
        case .custom(_, _, .curve(let c), _): return c
        case .custom(_, _, .spring(let damping, let velocity), let d):
            return .spring(duration: d, damping: damping, initialVelocity: velocity)
        }
    }

    package var description: String {
        switch self {
        case .system: return "default (UIKit's own slide from the bottom edge, \(formatNumber(duration)) s)"
        case .custom(let name, let entrance, let timing, let duration):
            let from: String
            switch entrance {
            case .edge(let e): from = "from \(e.rawValue)"
            case .drop: from = "dropped from above"
            case .zoom: from = "zoom from 0.2"
            case .fade: from = "fade"
            case .none: from = "no animation"
            }
            let how: String
            switch timing {
            case .curve(let c): how = c.name
            case .spring(let d, let v): how = "spring damping \(formatNumber(d)) velocity \(formatNumber(v))"
            }
            return "\(name): \(from), \(how), \(formatNumber(duration)) s"
        }
    }
}
