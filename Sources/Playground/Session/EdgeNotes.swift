import PresentationKit

/// Plain words for settings that are accepted but lead somewhere surprising: a frame that is
/// empty or reaches past the screen, an animation of no duration, a spring with no damping.
/// UIKit takes all of these without a word; the playground takes them too (they are worth
/// seeing) and says once, when they are set, what will happen and why. The drawings stay sane:
/// an empty frame is drawn as a point or a line, a frame past the screen is cut at its edge.
enum EdgeNotes {
    /// The notes for `setting` on a screen of `screen` points (the window now).
    static func notes(for setting: Setting, screen: Size) -> [String] {
        switch setting {
        case .frame(let spec): return frameNotes(spec, screen: screen)
        case .animator(let spec, _): return animatorNotes(spec)
        default: return []
        }
    }

    static func frameNotes(_ spec: FrameSpec, screen: Size) -> [String] {
        let w = screen.width
        let h = screen.height
        let size = "\(formatNumber(w))×\(formatNumber(h))"
        switch spec {
        case .inset(let dx, let dy):
            var halves: [String] = []
            if 2 * dx >= w { halves.append("half the width (\(formatNumber(w / 2)))") }
            if 2 * dy >= h { halves.append("half the height (\(formatNumber(h / 2)))") }
            guard !halves.isEmpty else { return [] }
            let inset = dx == dy ? "inset \(formatNumber(dx))" : "inset \(formatNumber(dx)) \(formatNumber(dy))"
            return [
                "note: on this \(size) screen, \(inset) takes at least \(halves.joined(separator: " and ")) from each side: "
                    + "the presented view's frame is empty, drawn as a point or a line at the centre. In UIKit an inset of more "
                    + "than half makes insetBy(dx:dy:) return CGRect.null, and the view does not show at all."
            ]
        case .size(let width, let height):
            let fw = width.resolve(in: w)
            let fh = height.resolve(in: h)
            if fw == 0 || fh == 0 {
                return [
                    "note: the frame is empty (\(formatNumber(fw))×\(formatNumber(fh))): the presented view has nothing to show."
                ]
            }
            if fw > w || fh > h {
                return [
                    "note: \(formatNumber(fw))×\(formatNumber(fh)) is larger than this \(size) screen: centred, the presented view "
                        + "overhangs it and only the part inside the window shows."
                ]
            }
            return []
        case .rect(let r):
            if r.isEmpty {
                return [
                    "note: the frame is empty (\(formatNumber(r.width))×\(formatNumber(r.height))): the presented view has nothing to show."
                ]
            }
            let screenRect = Rect(x: 0, y: 0, width: w, height: h)
            if !r.intersects(screenRect) {
                return ["note: \(r) lies wholly outside this \(size) screen: the presented view will not be seen."]
            }
            var sides: [String] = []
            if r.minX < 0 { sides.append("left") }
            if r.minY < 0 { sides.append("top") }
            if r.maxX > w { sides.append("right") }
            if r.maxY > h { sides.append("bottom") }
            guard !sides.isEmpty else { return [] }
            let covers = sides.count == 4 ? ", covering the whole screen (and the dimming view under it)" : ""
            return [
                "note: \(r) reaches past the \(sides.joined(separator: ", ")) of this \(size) screen\(covers): "
                    + "only the part inside the window shows, and the drawing cuts it at the window's edge."
            ]
        default:
            return []
        }
    }

    static func animatorNotes(_ spec: AnimatorSpec) -> [String] {
        // Only the explicit forms: the presets (`animator none` is instant on purpose) say what they are.
        guard case .custom(let name, _, let timing, let duration) = spec, name == "spring" || name == "curve" else {
            return []
        }
        var notes: [String] = []
        if duration == 0 {
            notes.append(
                "note: duration 0: the animation is instant. The animator still runs and calls completeTransition(true), "
                    + "but the views jump to their end values at once; `film` and `scrub` show that one instant.")
        }
        if case .spring(let damping, _) = timing, damping > 1 {
            notes.append(
                "note: damping \(formatNumber(damping, decimals: 4)) is above 1. UIKit accepts it and shows no overdamped "
                    + "motion [?]: not documented, so the model treats it as 1, critically damped (the fastest settle without overshoot)."
            )
        }
        // The model raises a damping too light to settle (`DampedSpring`): say so, and what it means.
        if case .spring(let damping, _) = timing, duration > 0, case .spring(let spring) = spec.curve,
            spring.damping > damping
        {
            let cycles = spring.omega * (1 - spring.damping * spring.damping).squareRoot() / (2 * .pi) * duration
            notes.append(
                "note: damping \(formatNumber(damping, decimals: 4)) would never settle, so no stiffness fits the duration; "
                    + "the spring uses \(formatNumber(spring.damping, decimals: 4)), the lightest that does. It swings about "
                    + "\(formatNumber(cycles.rounded(), decimals: 0)) times in \(formatNumber(duration, decimals: 3)) s, "
                    + "overshooting far past the end, and is placed at the end value when the duration runs out.")
        }
        return notes
    }
}
