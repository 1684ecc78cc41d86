/// How UIKit's own transition moves when the delegate vends no animator, as
/// `UIModalTransitionStyle` ([D] Apple, "UIModalTransitionStyle"): the default slide up, a cross
/// dissolve, a horizontal flip, or a partial page curl (full-screen presentations only).
public enum ModalTransitionStyle: String, Sendable, Equatable, CaseIterable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl

    /// The style's name in commands (`crossDissolve`, …).
    public var name: String { rawValue }
}
