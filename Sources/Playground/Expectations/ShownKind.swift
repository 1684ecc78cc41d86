/// What a look command put in front of the learner, as `expect shown KIND` names it: the session
/// records the kinds of output each command printed since the lesson step began, so a step that
/// teaches reading the trace can require that the trace was shown, not merely that a command ran.
package enum ShownKind: String, Equatable, Sendable, CaseIterable {
    /// A drawing of the screen asked for (`show layout`), not the one an action prints after itself.
    case screen
    /// The view tree (`show tree`).
    case tree
    /// The whole trace (`trace`, `trace --json`), not the short tail an action prints.
    case trace
    case film
    case timeline
    case curve
    case scrub
    case play
    /// Any of the slow-motion views: `film`, `timeline`, `curve`, `scrub`, `play`.
    case motion
    /// Generated Swift (`code`).
    case code

    /// The kinds an output shows; an action's own drawing and trace tail are not counted (they
    /// come without asking, so they prove nothing about looking).
    static func kinds(of output: Output) -> [ShownKind] {
        switch output {
        case .screen: return [.screen]
        case .tree: return [.tree]
        case .events: return [.trace]
        case .code: return [.code]
        case .motion(let m):
            switch m {
            case .film: return [.film, .motion]
            case .timeline: return [.timeline, .motion]
            case .curve: return [.curve, .motion]
            case .scrub: return [.scrub, .motion]
            case .playback: return [.play, .motion]
            case .mermaid: return [.trace]
            }
        default: return []
        }
    }
}
