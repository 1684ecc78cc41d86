/// `UIFocusAnimationContext` (UIFocusAnimationCoordinator.h, iOS 11): what UIKit tells focusing
/// and unfocusing animations about the focus update's own animation.
public protocol UIFocusAnimationContext: NSObjectProtocol {
    /// `duration`: the length of the update's main animation, in seconds.
    var duration: TimeInterval { get }
}

/// `UIFocusAnimationCoordinator` (UIFocusAnimationCoordinator.h, iOS 9): what runs animations
/// alongside a focus update's. The model makes no focus updates (UIFocus.swift), so no
/// coordinator ever runs what is added to it: the first addition says so once, and the
/// animations and completions are let go.
open class UIFocusAnimationCoordinator: NSObject {
    /// `addCoordinatedAnimations(_:completion:)`: animations run with the update's, the
    /// completion after it.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        FocusNote.say("UIFocusAnimationCoordinator.addCoordinatedAnimations(_:completion:)")
    }
    /// `addCoordinatedFocusingAnimations(_:completion:)`,
    /// `addCoordinatedUnfocusingAnimations(_:completion:)` (iOS 11): animations run with the
    /// focusing or unfocusing item's, given the update's animation context.
    open func addCoordinatedFocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        FocusNote.say("UIFocusAnimationCoordinator.addCoordinatedFocusingAnimations(_:completion:)")
    }
    open func addCoordinatedUnfocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        FocusNote.say("UIFocusAnimationCoordinator.addCoordinatedUnfocusingAnimations(_:completion:)")
    }
}
