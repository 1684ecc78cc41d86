import PresentationKit

// Minimal test doubles for the engine-level tests: each writes what UIKit asked of it into a
// shared journal, so a test can pin the order of calls without going through the trace.

/// What the doubles were asked, in order (`presented.viewWillAppear`, `pc.presentationTransitionWillBegin`, …).
final class Journal {
    var entries: [String] = []
    func note(_ entry: String) { entries.append(entry) }
    /// The entries with this prefix, in order.
    func entries(startingWith prefix: String) -> [String] { entries.filter { $0.hasPrefix(prefix) } }
}

/// A view controller that notes its appearance and size-change calls under `role`.
final class JournaledViewController: ViewController {
    let journal: Journal
    let role: String
    var transitionSizes: [Size] = []

    init(_ role: String, journal: Journal) {
        self.role = role
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
        typeName = role.prefix(1).uppercased() + role.dropFirst() + "ViewController"
        view.name = role
    }

    required init?(coder: Coder) { nil }

    override func viewWillAppear(_ animated: Bool) { journal.note("\(role).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { journal.note("\(role).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { journal.note("\(role).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { journal.note("\(role).viewDidDisappear") }
    override func viewWillTransition(to size: Size, with coordinator: ViewControllerTransitionCoordinator) {
        transitionSizes.append(size)
        journal.note("\(role).viewWillTransition")
    }
}

/// A presentation controller that notes its hooks, insets the presented view by 30 points and
/// lays it out again on every container layout; `removesPresenter` answers `shouldRemovePresentersView`.
final class JournaledPresentationController: PresentationController {
    var journal: Journal?
    var removesPresenter = false
    /// What `adaptivePresentationStyle(for:)` answers in compact width (`.none`: no adaptation).
    var compactStyle: ModalPresentationStyle = .none

    override var frameOfPresentedViewInContainerView: Rect { (containerView?.bounds ?? .zero).insetBy(dx: 30, dy: 30) }
    override var shouldRemovePresentersView: Bool { removesPresenter }
    override func presentationTransitionWillBegin() { journal?.note("pc.presentationTransitionWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        journal?.note("pc.presentationTransitionDidEnd(\(completed))")
    }
    override func dismissalTransitionWillBegin() { journal?.note("pc.dismissalTransitionWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        journal?.note("pc.dismissalTransitionDidEnd(\(completed))")
    }
    override func containerViewWillLayoutSubviews() {
        journal?.note("pc.containerViewWillLayoutSubviews")
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
    override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? compactStyle : .none
    }
}

/// Fades the presented view in (presenting) or out (dismissing) over `duration`, then completes.
final class FadeAnimator: ViewControllerAnimatedTransitioning {
    let journal: Journal
    let duration: Double
    /// For a dismissal: put the presenter's view back into the container first, as an animator
    /// must when the presentation removed it.
    var restoresPresenter = false

    init(journal: Journal, duration: Double = 0.4) {
        self.journal = journal
        self.duration = duration
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> Double { duration }

    func animateTransition(using ctx: ViewControllerContextTransitioning) {
        journal.note("animator.animateTransition")
        if let to = ctx.viewController(forKey: .to), let toView = ctx.view(forKey: .to),
            to.presentingViewController != nil
        {
            // Presenting: the presented view joins the container at its final frame, transparent.
            toView.frame = ctx.finalFrame(for: to)
            toView.alpha = 0
            ctx.containerView.addSubview(toView)
            View.animate(
                withDuration: duration, animations: { toView.alpha = 1 },
                completion: { _ in
                    self.journal.note("animator.completeTransition(\(!ctx.transitionWasCancelled))")
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                })
        } else {
            if restoresPresenter, let toView = ctx.view(forKey: .to) { ctx.containerView.insertSubview(toView, at: 0) }
            let fromView = ctx.view(forKey: .from)
            View.animate(
                withDuration: duration, animations: { fromView?.alpha = 0 },
                completion: { _ in
                    self.journal.note("animator.completeTransition(\(!ctx.transitionWasCancelled))")
                    ctx.completeTransition(!ctx.transitionWasCancelled)
                })
        }
    }
}

/// Vends a `JournaledPresentationController`, a `FadeAnimator` each way and, when given one, an
/// interaction controller for the presentation; notes each question.
final class JournaledTransitioningDelegate: ViewControllerTransitioningDelegate {
    let journal: Journal
    var removesPresenter = false
    var compactStyle: ModalPresentationStyle = .none
    var interaction: PercentDrivenInteractiveTransition?
    var dismissalRestoresPresenter = false

    init(journal: Journal) { self.journal = journal }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?,
        source: ViewController
    ) -> PresentationController? {
        journal.note("delegate.presentationController")
        let pc = JournaledPresentationController(presentedViewController: presented, presenting: presenting)
        pc.journal = journal
        pc.removesPresenter = removesPresenter
        pc.compactStyle = compactStyle
        return pc
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController,
        source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        journal.note("delegate.animationControllerForPresented")
        return FadeAnimator(journal: journal)
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        journal.note("delegate.animationControllerForDismissed")
        let animator = FadeAnimator(journal: journal)
        animator.restoresPresenter = dismissalRestoresPresenter
        return animator
    }

    func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
    {
        journal.note("delegate.interactionControllerForPresentation")
        return interaction
    }
}

/// An app on `device` whose root controller (`presenting`) is ready to present `presented`
/// through `delegate` with the custom style.
struct JournaledApp {
    let journal = Journal()
    let engine: Engine
    let presenting: JournaledViewController
    let presented: JournaledViewController
    let delegate: JournaledTransitioningDelegate

    init(device: Device = .iPhoneSE) {
        engine = Engine(device: device)
        presenting = JournaledViewController("presenting", journal: journal)
        presented = JournaledViewController("presented", journal: journal)
        delegate = JournaledTransitioningDelegate(journal: journal)
        engine.setRootViewController(presenting)
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .custom
    }

    /// Presents and lets the run loop finish the transition; the journal starts empty after it
    /// when `clearing` (so a test sees only what follows).
    func present(clearing: Bool = false) throws {
        try presenting.presentThrowing(presented, animated: true)
        engine.run()
        if clearing { journal.entries.removeAll() }
    }

    var pc: JournaledPresentationController? { presented.presentationController as? JournaledPresentationController }
}
