extension Engine {
    /// The controller a `.currentContext` or `.overCurrentContext` presentation covers. [D] "UIKit
    /// starts at the presenting view controller and walks up the view controller hierarchy. If it
    /// finds a view controller whose value for this property is true, it asks that view controller
    /// to present the new view controller. If no view controller defines the presentation context,
    /// UIKit asks the window's root view controller" (Apple, "definesPresentationContext"); the
    /// presented controller's `presentingViewController` is then that controller (Apple,
    /// UIPresentationController's "presentingViewController", which names only "the root view
    /// controller of the window, a parent view controller that is marked as defining the current
    /// context, or the last view controller that was presented"). So every other style, asked of a
    /// child, presents from the top of the child's chain of parents. [?] A caller inside a presented
    /// controller with no context on the way: that presented controller, as the root is for the window.
    static func presentationContext(for caller: ViewController, style: ModalPresentationStyle) -> ViewController {
        var candidate: ViewController? = caller
        var top = caller
        while let c = candidate {
            if isContextStyle(style), c.definesPresentationContext { return c }
            top = c
            candidate = c.parent
        }
        return top
    }

    /// The two styles that present within a context rather than over the window.
    public static func isContextStyle(_ style: ModalPresentationStyle) -> Bool {
        style == .currentContext || style == .overCurrentContext
    }

    /// [D] "When the value of this property is true, the current view controller's transition
    /// style is used instead of the style associated with the presented view controller" (Apple,
    /// "providesPresentationContextTransitionStyle"), for a context that defines the presentation
    /// context. [?] Only a context found by a context-style presentation replaces it.
    static func contextTransitionStyle(
        of context: ViewController, caller: ViewController, style: ModalPresentationStyle
    ) -> ModalTransitionStyle? {
        guard isContextStyle(style), context.definesPresentationContext,
            context.providesPresentationContextTransitionStyle
        else { return nil }
        return context.modalTransitionStyle
    }

    /// The controller at the bottom of what is presented: the window's root, or a controller
    /// inside it (a context) that presented; the root when nothing is presented.
    public var basePresenter: ViewController? {
        guard let root = window.rootViewController else { return nil }
        var queue = [root]
        while !queue.isEmpty {
            let c = queue.removeFirst()
            if c.presentedViewController != nil { return c }
            queue += c.childControllers
        }
        return root
    }
}
