/// Where the presentation stands: nothing presented, a transition running either way, presented,
/// or `stuck`, when a transition's animations are over and nothing will ever call
/// `completeTransition(_:)` (UIKit then ignores touches and new transitions). The raw value is the
/// `phase` of `state --json` and of `expect phase == …`, a contract.
public enum Phase: String, Sendable, CaseIterable, CustomStringConvertible {
    case idle, presenting, presented, dismissing, stuck
    /// A navigation controller's push or pop under way.
    case pushing, popping

    public var description: String { rawValue }
}
