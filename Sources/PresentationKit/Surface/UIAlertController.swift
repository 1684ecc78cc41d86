/// `UIAlertController`: an alert or action sheet with a title, a message and a button per action,
/// presented modally over the app's content (Apple, "UIAlertController": "UIKit displays alerts and
/// action sheets modally"). UIKit presents it with its own private transitioning; the model gives
/// it a transitioning delegate of its own (`AlertTransitioning`) and a presentation controller
/// (`AlertPresentationController`), so the trace shows the presentation as any custom one, and
/// draws the buttons as views named by their titles, which `tap` reaches.
///
/// An action sheet in a regular width is a popover (Apple's exception text: "The
/// modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover"),
/// from the `popoverPresentationController`'s source the app gives. [?] Which style an action
/// sheet has in a compact width is private: the model decides when the controller is made, from the
/// window's width then (`.custom` there, so `popoverPresentationController` is nil on a phone).
open class UIAlertController: UIViewController, UISpringLoadedInteractionSupporting, RefusesPresentation {
    /// `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// `preferredStyle`: read-only, open (UIAlertController.h), so a subclass may answer its own;
    /// the presentation follows the style the controller was made with.
    open var preferredStyle: Style { madeStyle }
    /// `message`.
    open var message: String?
    /// `actions`, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// `preferredAction`: must be one of `actions`; kept (drawn the same) [?].
    open var preferredAction: UIAlertAction?
    /// `textFields`: nil until a field is added.
    open private(set) var textFields: [UITextField]?
    /// `severity` (UIAlertController.h; Mac Catalyst's alerts): kept; [D] `.default` by default.
    open var severity = UIAlertControllerSeverity.default
    /// `isSpringLoaded` (`UISpringLoadedInteractionSupporting`): kept; there is no drag and drop
    /// in the model, so nothing springs. [D] false by default.
    open var isSpringLoaded = false
    /// The style given at creation. [?] A controller made without one (`init()`) is an action
    /// sheet: the style's zero value, as UIKit's plain initialiser is seen to give.
    private var madeStyle = Style.actionSheet
    /// UIKit's own transitioning, held here: `transitioningDelegate` is weak.
    private let transitions = AlertTransitioning()
    /// How many actions and fields the drawn content was made for.
    private var madeFor: (actions: Int, fields: Int)?

    /// `init(title:message:preferredStyle:)`: a convenience initialiser, as Swift imports UIKit's
    /// `alertControllerWithTitle:message:preferredStyle:` (UIAlertController.h).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.message = message
        self.title = title
        madeStyle = preferredStyle
        choosePresentation()
    }

    /// `init(nibName:bundle:)`: designated, inherited from `UIViewController` as UIKit declares no
    /// other; an action sheet with no title until one is set.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        choosePresentation()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// How the style is presented: an action sheet in a regular width is a popover; otherwise the
    /// model's own custom presentation.
    private func choosePresentation() {
        let regular = Engine.running?.window.traitCollection.horizontalSizeClass == .regular
        if preferredStyle == .actionSheet, regular {
            modalPresentationStyle = .popover
            transitioningDelegate = nil
            modalTransitionStyle = .coverVertical
        } else {
            modalPresentationStyle = .custom
            transitioningDelegate = transitions
            // [?] UIKit's alert fades in (and grows a little, not modelled); an action sheet slides up.
            modalTransitionStyle = preferredStyle == .alert ? .crossDissolve : .coverVertical
        }
    }

    /// `addAction(_:)`.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// `addTextField(configurationHandler:)`: only an alert takes text fields (Apple's overview:
    /// "When configuring an alert with the alert style, you can also add text fields"); UIKit
    /// raises for an action sheet, the model logs one line and adds none.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Engine.running?.consoleLog.append("UIAlertController: text fields can only be added to an alert")
            return
        }
        let field = UITextField(frame: .zero)
        field.name = "text field \((textFields?.count ?? 0) + 1)"
        field.backgroundColor = .white
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
    }

    open override func loadView() {
        let view = UIView()
        view.backgroundColor = preferredStyle == .alert || modalPresentationStyle == .popover ? .white : .clear
        self.view = view
    }

    /// The buttons in the order drawn: an action sheet's cancel action goes last, on its own
    /// (Apple, UIAlertAction.Style.cancel: an action sheet shows it apart); in a popover it is not
    /// drawn, as a tap outside the popover is the cancel [?]. An alert keeps the order added,
    /// except that with two actions side by side the cancel action is on the leading side and
    /// with more it is at the bottom [?] (Apple's Human Interface Guidelines, "Alerts").
    var drawnActions: [UIAlertAction] {
        let cancels = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        switch preferredStyle {
        case .actionSheet: return modalPresentationStyle == .popover ? others : others + cancels
        case .alert: return actions.count == 2 ? cancels + others : others + cancels
        }
    }

    /// The content's height at `width`, for the presentation controller's frame.
    func contentHeight(width: CGFloat) -> CGFloat {
        AlertLayout(self, width: width).height
    }

    /// Makes the content views (once for the actions and fields there are) and places them for
    /// the width the presentation gives the view.
    func layOutContent(width: CGFloat) {
        let view: UIView = self.view
        if madeFor == nil || madeFor! != (actions.count, textFields?.count ?? 0) { makeContent(in: view) }
        let layout = AlertLayout(self, width: width)
        for sub in view.subviews {
            guard let name = sub.name, let frame = layout.frames[name] else { continue }
            sub.frame = frame
        }
    }

    private func makeContent(in view: UIView) {
        for sub in view.subviews { sub.removeFromSuperview() }
        madeFor = (actions.count, textFields?.count ?? 0)
        if preferredStyle == .actionSheet, modalPresentationStyle != .popover {
            // The sheet's group of header and actions, and the cancel button apart, each a rounded card.
            let group = View(name: "action group")
            group.backgroundColor = .white
            group.cornerRadius = AlertLayout.cornerRadius
            view.addSubview(group)
        }
        let titleSize = preferredStyle == .alert ? AlertLayout.titlePointSize : AlertLayout.sheetTitlePointSize
        if let title, !title.isEmpty { view.addSubview(label(title, named: "alert title", size: titleSize)) }
        if let message, !message.isEmpty {
            view.addSubview(label(message, named: "alert message", size: AlertLayout.messagePointSize))
        }
        for field in textFields ?? [] { view.addSubview(field) }
        for action in drawnActions {
            let button = View(name: action.title ?? "")
            button.text = action.title
            button.backgroundColor = .white
            if preferredStyle == .actionSheet, action.style == .cancel {
                button.cornerRadius = AlertLayout.cornerRadius
            }
            button.addGestureRecognizer(
                TapGestureRecognizer(
                    targetRole: .presented, targetType: typeName, actionCall: "actionTapped(_:)", target: self
                ) { [weak action] target in
                    guard let alert = target as? UIAlertController, let action else { return }
                    alert.actionTapped(action)
                })
            view.addSubview(button)
        }
    }

    private func label(_ text: String, named name: String, size: CGFloat) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        label.name = name
        label.text = text
        label.numberOfLines = 0
        return label
    }

    /// A tap on an action's button: a disabled action does nothing; otherwise UIKit dismisses the
    /// alert and runs the handler once the dismissal is over. [?] Apple's pages do not give the
    /// order; published backtraces show the handler called from the completion of UIKit's private
    /// `_dismissAnimated:triggeringAction:…`, so the model runs it in the dismissal's completion
    /// (a handler that presents something else finds the alert gone).
    func actionTapped(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        dismiss(animated: true) { [weak self] in
            guard let handler = action.handler else { return }
            let run = { handler(action) }
            guard let engine = Engine.running ?? self?.engine else { return run() }
            engine.traced(
                .app, "UIAlertAction", call: "handler(_:)",
                [.init(label: "_", name: "action", value: .string(action.title ?? ""))], run)
        }
    }

    /// A tap outside an action sheet (on the dimming view) dismisses it as its cancel action
    /// would, running that action's handler (Apple, "Getting the user's attention with alerts and
    /// action sheets": "A person dismisses an action sheet by selecting one of the listed options,
    /// or by tapping outside an action sheet"). [?] Without a cancel action the model ignores the
    /// tap; an alert ignores it always.
    func tappedOutside() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        actionTapped(cancel)
    }

    /// What the surface's `present` checks first: an action sheet shown as a popover needs a
    /// source, and takes the size of its content. Returns the refusal, if any.
    package func refusalBeforePresenting() -> String? {
        guard modalPresentationStyle == .popover, let popover = popoverPresentationController else { return nil }
        if popover.sourceView == nil, popover.barButtonItem == nil {
            // UIKit raises NSGenericException here (its text, quoted in published crash reports):
            // "You must provide either a sourceView and sourceRect or a barButtonItem".
            return "UIAlertController: an action sheet in a regular width is a popover and needs a source: "
                + "set popoverPresentationController's sourceView and sourceRect, or its barButtonItem"
        }
        preferredContentSize = CGSize(
            width: AlertLayout.popoverWidth, height: contentHeight(width: AlertLayout.popoverWidth))
        layOutContent(width: AlertLayout.popoverWidth)
        return nil
    }
}
