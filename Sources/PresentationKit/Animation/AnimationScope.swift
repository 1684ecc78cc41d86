/// The open `UIView.animate` block, if any: property changes made while it is current are
/// recorded as animations instead of jumping. Held in a task-local, as UIKit keeps it per thread,
/// so parallel tests each see their own.
final class AnimationScope: @unchecked Sendable {
    // @unchecked: a scope is created, read and dropped inside one synchronous call stack.
    let group: AnimationGroup
    /// The virtual time the block runs at: where each animation starts from.
    let now: Double
    init(group: AnimationGroup, now: Double) {
        self.group = group
        self.now = now
    }

    @TaskLocal static var current: AnimationScope?
}
