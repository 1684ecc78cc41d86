/// A tap recogniser attached to a view, as `UITapGestureRecognizer` with a target and action.
/// The action is named so the trace can show UIKit calling it (`dimmingViewTapped(_:)`).
public final class TapGestureRecognizer {
    /// The trace role and type of the target the action is sent to.
    public let targetRole: TraceRole
    public let targetType: String
    public let actionName: Hook
    let action: () -> Void

    public init(targetRole: TraceRole, targetType: String, action actionName: Hook, _ action: @escaping () -> Void) {
        self.targetRole = targetRole
        self.targetType = targetType
        self.actionName = actionName
        self.action = action
    }
}
