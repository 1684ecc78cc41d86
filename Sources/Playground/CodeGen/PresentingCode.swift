import PresentationKit

/// The lines that present, as `Session.startPresentation` does: the style, the transitioning
/// delegate and who keeps it alive, the adaptive delegate; and the presented content when it
/// needs a class of its own.
enum PresentingCode {
    static func write(_ plan: CodePlan, into s: inout SwiftSource) {
        let c = plan.config
        let delegate = plan.needsTransitioningDelegate
        let retains = delegate && c.delegateRetained
        if c.navigation {
            s.doc(
                "Your presenting controller, shown inside a navigation controller "
                    + "(`UINavigationController(rootViewController: \(CodePlan.presentingControllerName)())`): "
                    + "call \(plan.presentMethod)() or \(CodePlan.pushMethod)() from a button's action, for example.")
        } else {
            s.doc("Your presenting controller: call \(plan.presentMethod)() from a button's action, for example.")
        }
        s.block("final class \(CodePlan.presentingControllerName): UIViewController") { s in
            if retains {
                s.comment(
                    "transitioningDelegate is a weak reference: this property keeps the delegate alive "
                        + "for the whole presentation, dismissal included.")
                s.line("private let \(plan.delegateProperty) = \(plan.transitioningDelegateName)()")
            }
            if c.adaptiveAnswer != nil {
                s.separator()
                s.comment("The presentation controller's delegate is a weak reference: this property keeps it alive.")
                s.line("private let adaptiveDelegate = \(CodePlan.adaptiveDelegateName)()")
            }
            if c.presentationContext != nil {
                s.separator()
                s.comment(
                    "A child controller of this screen that defines the presentation context: a .currentContext "
                        + "or .overCurrentContext presentation from it covers its view only.")
                s.line("private let \(contextProperty) = UIViewController()")
            }
            if plan.hasNavigationDelegate {
                s.separator()
                NavigationCode.writeProperty(plan, into: &s)
            }
            if c.zoomSource != nil {
                s.separator()
                s.comment("The view the presented (or pushed) controller zooms from, and back into.")
                s.line("let thumbnail = UIView()")
            }
            if plan.hasPanToPresent || c.presentationContext != nil || plan.hasNavigationDelegate || c.zoomSource != nil
            {
                s.separator()
                s.block("override func viewDidLoad()") { s in
                    s.line("super.viewDidLoad()")
                    NavigationCode.writeViewDidLoad(plan, into: &s)
                    if let r = c.zoomSource { NavigationCode.writeThumbnail(r, into: &s) }
                    if let context = c.presentationContext { writeContext(context, into: &s) }
                    if plan.hasPanToPresent {
                        s.comment("A finger moving up the screen brings the presented view in, as far as it has gone.")
                        s.line(
                            "view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePresentPan(_:))))"
                        )
                    }
                }
            }
            s.separator()
            s.block("func \(plan.presentMethod)()") { s in
                if plan.needsMessageController {
                    s.line(
                        "let presented = \(CodePlan.messageControllerName)(message: \(SwiftLiteral.string(plan.message)))"
                    )
                } else {
                    s.line("let presented = UIViewController()")
                    s.line("presented.view.backgroundColor = .systemBackground")
                }
                s.line("presented.modalPresentationStyle = \(SwiftLiteral.style(c.style))")
                SheetCode.write(c, into: &s)
                if !c.delegateOn && plan.hasPresentationSettings {
                    s.comment(
                        "No transitioning delegate: UIKit uses a plain presentation controller and its own animation.")
                } else if c.style != .custom && plan.hasPresentationSettings {
                    s.comment(
                        "Only .custom asks the transitioning delegate for a presentation controller: with "
                            + "\(SwiftLiteral.style(c.style)), UIKit uses its own, so the frame, dimming and layout settings do not apply."
                    )
                }
                if c.style == .popover {
                    s.comment("A popover needs an anchor.")
                    s.line("presented.popoverPresentationController?.sourceView = view")
                    if let source = c.popoverSource {
                        let r = source.rect
                        let n = [r.origin.x, r.origin.y, r.size.width, r.size.height].map { formatNumber($0) }
                        s.line(
                            "presented.popoverPresentationController?.sourceRect = CGRect(x: \(n[0]), y: \(n[1]), width: \(n[2]), height: \(n[3]))"
                        )
                        if source.arrows != .any {
                            s.line(
                                "presented.popoverPresentationController?.permittedArrowDirections = .\(source.arrows.name)"
                            )
                        }
                        if let m = source.margins {
                            let e = [m.top, m.left, m.bottom, m.right].map { formatNumber($0) }
                            s.line(
                                "presented.popoverPresentationController?.popoverLayoutMargins = UIEdgeInsets(top: \(e[0]), left: \(e[1]), bottom: \(e[2]), right: \(e[3]))"
                            )
                        }
                    }
                }
                if delegate {
                    if retains {
                        s.line("presented.transitioningDelegate = \(plan.delegateProperty)")
                    } else {
                        s.comment(
                            "Only this local holds the delegate, and transitioningDelegate is weak: the delegate is "
                                + "released as soon as this method returns, " + lostWithDelegate(plan) + ".")
                        s.line("let transitionDelegate = \(plan.transitioningDelegateName)()")
                        s.line("presented.transitioningDelegate = transitionDelegate")
                    }
                }
                if c.adaptiveAnswer != nil {
                    s.comment(
                        "Ask for the presentation controller only now: UIKit creates it from the style and the delegate."
                    )
                    s.line("presented.presentationController?.delegate = adaptiveDelegate")
                }
                if c.zoomSource != nil { NavigationCode.writeZoom("presented", into: &s) }
                let caller = c.presentationContext == nil ? "" : contextProperty + "."
                s.block("\(caller)present(presented, animated: true)") { s in
                    s.comment("UIKit calls this last, once the presentation has finished.")
                }
            }
            if plan.hasPanToPresent { writePanHandler(plan, into: &s) }
            if c.navigation { NavigationCode.writePush(plan, into: &s) }
        }
    }

    /// The property holding the context child (`context X Y W H`); its view is named `context`.
    static let contextProperty = "contextController"

    /// The context child, as `Session.installContext` builds it: added as a child with its view at
    /// a fixed frame, defining the context and, with a transition style, providing its own.
    static func writeContext(_ context: ContextSpec, into s: inout SwiftSource) {
        let r = context.frame
        let n = [r.origin.x, r.origin.y, r.size.width, r.size.height].map { formatNumber($0) }
        let child = contextProperty
        s.line("addChild(\(child))")
        s.line("\(child).view.frame = CGRect(x: \(n[0]), y: \(n[1]), width: \(n[2]), height: \(n[3]))")
        s.comment("A fixed frame: the context stays where it is when the screen turns.")
        s.line("\(child).view.autoresizingMask = []")
        s.line("\(child).view.backgroundColor = .white")
        s.line("view.addSubview(\(child).view)")
        s.line("\(child).didMove(toParent: self)")
        s.line("\(child).definesPresentationContext = true")
        if let style = context.transition {
            s.comment("The context's own transition style replaces the presented controller's.")
            s.line("\(child).providesPresentationContextTransitionStyle = true")
            s.line("\(child).modalTransitionStyle = .\(style.name)")
        }
    }

    /// The pan-to-present handler, as the playground's `Session.handlePresentPan` does it.
    static func writePanHandler(_ plan: CodePlan, into s: inout SwiftSource) {
        let delegate = plan.delegateProperty
        s.separator()
        s.block("@objc private func handlePresentPan(_ pan: UIPanGestureRecognizer)") { s in
            s.comment("How far up the finger has gone, as a fraction of the screen's height.")
            s.line("let height = pan.view?.bounds.height ?? 0")
            s.line("let progress = height > 0 ? min(1, max(0, -pan.translation(in: pan.view).y / height)) : 0")
            s.open("switch pan.state {")
            s.reopen("case .began:")
            s.line("_ = \(delegate).beginInteraction()")
            s.line("\(plan.presentMethod)()")
            s.reopen("case .changed:")
            s.line("\(delegate).interactionController?.update(progress)")
            s.reopen("case .ended, .cancelled:")
            let f = SwiftLiteral.number(PanToDismiss.finishingProgress)
            let v = SwiftLiteral.number(PanToDismiss.flingVelocity)
            s.comment(
                "Past half way, or flung up faster than \(v) points a second, the view arrives; otherwise it goes back."
            )
            s.open("if pan.state == .ended && (progress > \(f) || pan.velocity(in: pan.view).y < -\(v)) {")
            s.line("\(delegate).interactionController?.finish()")
            s.reopen("} else {")
            s.line("\(delegate).interactionController?.cancel()")
            s.close()
            s.line("\(delegate).endInteraction()")
            s.reopen("default:")
            s.line("break")
            s.close()
        }
    }

    /// What a delegate that dies after `present` takes with it.
    static func lostWithDelegate(_ plan: CodePlan) -> String {
        if let a = plan.dismissAnimator {
            let interactive = plan.interactiveDismissal ? " and no gesture can drive it" : ""
            return "so the dismissal gets UIKit's default animation instead of \(a.name)\(interactive)"
        }
        return "which is harmless here: the dismissal uses UIKit's default animation anyway"
    }

    static func writeMessageController(into s: inout SwiftSource) {
        s.doc("The presented content: a message whose constraints give the view its fitting height.")
        s.block("final class \(CodePlan.messageControllerName): UIViewController") { s in
            s.line("private let message: String")
            s.line()
            s.block("init(message: String)") { s in
                s.line("self.message = message")
                s.line("super.init(nibName: nil, bundle: nil)")
            }
            s.line()
            s.line("@available(*, unavailable)")
            s.block("required init?(coder: NSCoder)") { s in
                s.line("fatalError(\"init(coder:) is not used\")")
            }
            s.line()
            s.block("override func viewDidLoad()") { s in
                s.line("super.viewDidLoad()")
                s.line("view.backgroundColor = .systemBackground")
                s.line("let label = UILabel()")
                s.line("label.text = message")
                s.line("label.font = .preferredFont(forTextStyle: .body)")
                s.line("label.adjustsFontForContentSizeCategory = true")
                s.line("label.numberOfLines = 0")
                s.line("label.translatesAutoresizingMaskIntoConstraints = false")
                s.line("view.addSubview(label)")
                s.open("NSLayoutConstraint.activate([")
                s.line("label.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),")
                s.line("label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),")
                s.line("label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),")
                s.line("label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),")
                s.close("])")
            }
        }
    }
}
