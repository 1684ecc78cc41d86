/// `UIFocusSystem` (UIFocusSystem.h, iOS 12): a scene's focus engine, which moves focus as the
/// keyboard, remote or pointer asks. The model has none (UIFocus.swift): a scene's
/// `focusSystem` is nil, as Apple documents for a scene that does not support focus, so no
/// instance is ever made; what needs no engine (whether one environment contains another) is
/// answered from the chain of parent environments.
open class UIFocusSystem: NSObject {
    /// No public initialiser: UIKit makes a scene's focus system (`init` is `NS_UNAVAILABLE`).
    init(model: Void) { super.init() }

    /// `focusedItem` (iOS 15): nothing is focused in the model.
    open var focusedItem: (any UIFocusItem)? {
        FocusNote.say("UIFocusSystem.focusedItem")
        return nil
    }

    /// `focusSystem(for:)` (iOS 15): the focus system of the environment's scene; nil, as for a
    /// scene that does not support focus.
    open class func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        FocusNote.say("UIFocusSystem.focusSystem(for:)")
        return nil
    }

    /// `requestFocusUpdate(to:)`, `updateFocusIfNeeded()` (iOS 15): ask for, and force, a focus
    /// update; there is none to make.
    open func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        FocusNote.say("UIFocusSystem.requestFocusUpdate(to:)")
    }
    open func updateFocusIfNeeded() {
        FocusNote.say("UIFocusSystem.updateFocusIfNeeded()")
    }

    /// `environment(_:contains:)` (iOS 12): whether `otherEnvironment` is `environment` or lies
    /// inside it, following `parentFocusEnvironment` up from `otherEnvironment`. [?] An
    /// environment counts as containing itself.
    open class func environment(
        _ environment: any UIFocusEnvironment, contains otherEnvironment: any UIFocusEnvironment
    ) -> Bool {
        var current: (any UIFocusEnvironment)? = otherEnvironment
        var steps = 0
        while let step = current, steps < 10_000 {
            if step === environment { return true }
            current = step.parentFocusEnvironment
            steps += 1
        }
        return false
    }
}
