/// Manages everything on screen during a presentation except the presented content's animation,
/// as `UIPresentationController`. Subclass it and override the hooks; the engine calls each one
/// where UIKit would, and records the call in the trace.
open class PresentationController: NSObject, ContentContainer {
    /// `presentedViewController`, `presentingViewController`: open, as declared, so a subclass
    /// may override them (to answer another controller, say); the engine reads them through here.
    open var presentedViewController: ViewController { presented }
    open var presentingViewController: ViewController { presenting }
    private let presented: ViewController
    private let presenting: ViewController
    /// `preferredContentSize` (`UIContentContainer`'s, read-only: UIPresentationController.h does
    /// not make it settable): zero [?] (a subclass answers its own).
    open var preferredContentSize: Size { .zero }
    /// The style the presented controller asked for.
    open internal(set) var presentationStyle: ModalPresentationStyle
    /// The style in effect after adaptation to the current traits.
    package internal(set) var effectiveStyle: ModalPresentationStyle?
    /// Whether the presentation took the presenter's view out of the window (UIKit remembers it for the dismissal).
    package internal(set) var removedPresentersView = false
    /// The context's transition style when it provides one (`providesPresentationContextTransitionStyle`).
    package internal(set) var transitionStyleFromContext: ModalTransitionStyle?
    /// Where a presenter's view that is not the window's (a context's) was when the presentation
    /// removed it, for the dismissal to put it back.
    package internal(set) var presentersPlace: (superview: View, index: Int, frame: Rect)?
    /// The view the presentation happens in; nil until the transition begins.
    open internal(set) var containerView: View?
    /// Weak, as in UIKit.
    open weak var delegate: AdaptivePresentationControllerDelegate?
    open var overrideTraitCollection: TraitCollection?
    /// `setNeedsFocusUpdate()`, `updateFocusIfNeeded()` (`UIFocusEnvironment`): there is no
    /// focus engine in the model, so nothing is updated.
    open func setNeedsFocusUpdate() {}
    open func updateFocusIfNeeded() {}
    /// What ProsceniumUIKit keeps on a presentation controller for UIKit members the engine does
    /// not read (its iOS 17 trait overrides), as `View.uikitExtras`.
    package var uikitExtras: [String: Any] = [:]
    unowned(unsafe) var engine: Engine?

    /// `init(presentedViewController:presenting:)`.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presented = presentedViewController
        self.presenting = presentingViewController ?? presentedViewController
        self.presentationStyle = presentedViewController.modalPresentationStyle
    }

    /// The trace type name of this controller.
    package var typeName: String { String(describing: type(of: self)) }

    open var traitCollection: TraitCollection {
        overrideTraitCollection ?? engine?.window.traitCollection
            ?? TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    }

    // MARK: Hooks UIKit calls (defaults as documented)

    /// The view that is animated in: the presented controller's view by default; may be a wrapper.
    open var presentedView: View? { presentedViewController.view }

    /// Where the presented view ends up in the container: the container's bounds by default.
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    /// Whether the presentation covers the whole screen; true by default.
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once presented; false by default.
    open var shouldRemovePresentersView: Bool { false }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    /// The size a child should have inside a parent of `parentSize`; the parent size by default.
    open func size(forChildContentContainer container: ContentContainer, withParentContainerSize parentSize: Size)
        -> Size
    {
        parentSize
    }

    /// By default forwards the new size to the presented controller, through
    /// `size(forChildContentContainer:withParentContainerSize:)`, as UIKit's implementation does;
    /// not when that size is the presented view's size already.
    open func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        guard let engine else { return }
        let presented = presentedViewController
        let childSize = engine.traced(
            .presentationController, typeName,
            .sizeForChildContentContainer,
            [
                .init(label: "forChildContentContainer", name: "container", value: .object(presented.typeName)),
                .init(label: "withParentContainerSize", name: "parentSize", value: .size(size)),
            ],
            result: { .size($0) }
        ) {
            self.size(forChildContentContainer: presented, withParentContainerSize: size)
        }
        // [D] A child whose size stays what it is now hears nothing (UIContentContainer's comment
        // on sizeForChildContentContainer:withParentContainerSize: in UIViewController.h).
        if presented.isViewLoaded, presented.view.bounds.size == childSize { return }
        engine.traced(
            .presented, presented.typeName, .viewWillTransitionToSize,
            [
                .init(label: "to", name: "size", value: .size(childSize)),
                .init(label: "with", name: "coordinator", value: .object("coordinator")),
            ]
        ) {
            presented.viewWillTransition(to: childSize, with: coordinator)
        }
    }

    /// The presented controller's `preferredContentSize` changed, or the presentation is about to
    /// begin (UIKit calls it just before `presentationTransitionWillBegin()`). Nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: ContentContainer) {}

    open func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
    }

    /// `systemLayoutFittingSizeDidChange` and `traitCollectionDidChange(_:)`: overridable as on iOS.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: ContentContainer) {}
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// `adaptivePresentationStyle`: what the presentation becomes in a compact width when no
    /// adaptive delegate says otherwise. [?] Apple documents `.fullScreen` as the default; the
    /// model keeps `.none` (no adaptation), as a custom presentation on an iPhone is not seen to
    /// turn full screen without a delegate. An override is used where no delegate answers.
    open var adaptivePresentationStyle: ModalPresentationStyle { .none }

    /// The style to use in `traitCollection`: asks the delegate, if any; `.none` (no adaptation) otherwise.
    open func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        delegatesAdaptiveStyle(for: traitCollection) ?? adaptivePresentationStyle
    }

    /// The delegate's answer to the adaptive question, nil when there is no delegate or it does
    /// not implement the question ([D] Apple, "adaptivePresentationStyle(for:traitCollection:)":
    /// then "the current presentation controller returns its preferred default style").
    func delegatesAdaptiveStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle? {
        guard let delegate, let engine else { return nil }
        let index = engine.trace.count
        engine.askedOneArgumentStyle = false
        defer { engine.askedOneArgumentStyle = false }
        let answer = engine.callOptional(
            .adaptiveDelegate, traceTypeName(of: delegate),
            .adaptivePresentationStyleForController,
            [
                .init(label: "for", name: "controller", value: .object(typeName)),
                .init(label: "traitCollection", name: "traitCollection", value: .string(traitCollection.description)),
            ],
            result: { .string($0.name) }
        ) {
            delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        }
        // [D] A delegate with only the one-argument method is asked that one (Apple,
        // "adaptivePresentationStyle(for:)": "In iOS 8.3 and later, use the
        // adaptivePresentationStyle(for:traitCollection:) method"): the trace shows that call.
        if answer != nil, engine.askedOneArgumentStyle, index < engine.trace.count {
            engine.trace[index].call = "adaptivePresentationStyle(for:)"
            engine.trace[index].arguments.removeAll { $0.label == "traitCollection" }
        }
        return answer
    }

    // MARK: Focus (UIFocus.h)

    /// `preferredFocusEnvironments` (`UIFocusEnvironment`): empty, which the header makes the
    /// same as this presentation alone. The model has no focus engine to ask it, said once.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] {
        FocusNote.say("UIPresentationController.preferredFocusEnvironments")
        return []
    }
    /// `parentFocusEnvironment` (iOS 12): the container view the presentation happens in [?];
    /// nil before the transition begins.
    open var parentFocusEnvironment: (any UIFocusEnvironment)? { containerView }
    /// `focusItemContainer` (iOS 12): the container view, which holds the presented view [?].
    open var focusItemContainer: (any UIFocusItemContainer)? { containerView }
    /// `shouldUpdateFocus(in:)`, `didUpdateFocus(in:with:)`: UIKit's defaults allow every update
    /// and do nothing after one; the model makes no updates, so the system never calls them.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        FocusNote.say("UIPresentationController.shouldUpdateFocus(in:)")
        return true
    }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        FocusNote.say("UIPresentationController.didUpdateFocus(in:with:)")
    }
}

extension PresentationController {
    /// Notes where the presenter's view is before the presentation removes it, when that is not
    /// the window (the root's view goes back there on its own).
    func rememberPresentersPlace() {
        let view: View = presentingViewController.view
        guard let superview = view.superview, !(superview is Window) else { return }
        let index = superview.subviews.firstIndex { $0 === view } ?? 0
        presentersPlace = (superview, index, view.frame)
    }
}
