import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// The library's own pieces, where it adds to PresentationKit rather than renaming it.
@Suite struct LibraryTests {
    @Test func transformsComposeAsCoreGraphicsDoes() {
        // CGAffineTransformScale(t, 2, 2) scales first, then applies t: the translation is not scaled.
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(t.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
        let moved = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(moved.apply(to: .zero) == CGPoint(x: 20, y: 0))
        let quarter = CGAffineTransform(rotationAngle: Double.pi / 2)
        let p = quarter.apply(to: CGPoint(x: 1, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        #expect(t.concatenating(t.inverted()).apply(to: CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
    }

    /// An adaptive delegate set on `presentationController` before presenting, as Apple's sample
    /// and the generated Swift do, is the one the presentation asks.
    @Test func aDelegateSetBeforePresentingIsAskedWhenTheTraitsChange() throws {
        final class FullScreenWhenCompact: NSObject, UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
                -> UIModalPresentationStyle
            { .fullScreen }
        }
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        let adaptive = FullScreenWhenCompact()
        #expect(presented.presentationController != nil, "readable before presenting, as Apple documents")
        presented.presentationController?.delegate = adaptive
        engine.perform { root.present(presented, animated: false) }
        engine.run()
        #expect(presented.presentationController?.delegate === adaptive)
        #expect(engine.trace.contains { $0.receiver == .adaptiveDelegate })
    }

    /// A custom view as iOS code writes one: `override init(frame:)`, the `required init?(coder:)`
    /// Xcode asks for, and `Grabber()` still made through the inherited `init()`.
    @Test func aViewSubclassOverridesInitFrameAsOnIOS() {
        final class Grabber: UIView {
            let thickness: CGFloat
            override init(frame: CGRect) {
                thickness = 5
                super.init(frame: frame)
                layer.cornerRadius = thickness / 2
                backgroundColor = .lightGray
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let made = Grabber()
        #expect(made.frame == .zero && made.cornerRadius == 2.5)
        let placed = Grabber(frame: CGRect(x: 10, y: 8, width: 36, height: 5))
        #expect(placed.frame == CGRect(x: 10, y: 8, width: 36, height: 5))
        #expect(
            UILabel().frame == .zero
                && UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44)).bounds.width == 320)
    }

    /// `loadView()` as iOS code overrides it: it assigns `view` and calls no `super`; the view is
    /// made on first read, before `viewDidLoad()`.
    @Test func aLoadViewOverrideAssignsTheControllersView() {
        final class CardView: UIView {}
        final class CardController: UIViewController {
            var loadedFirst = false
            override func loadView() {
                view = CardView()
                view.backgroundColor = .systemBackground
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                loadedFirst = view is CardView
            }
        }
        let c = CardController()
        #expect(!c.isViewLoaded)
        #expect(c.view is CardView && c.loadedFirst)
        #expect(c.view.autoresizingMask == [], "a view made in code has no mask unless it is given one")
        #expect(UIViewController().view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    /// A transitioning delegate only a local kept goes as the method returns, and the trace says
    /// so, as it does for the playground's own delegate (the round trip of lesson 5 found it missing).
    @Test func aTransitioningDelegateThatGoesIsTraced() {
        final class Forgetful: NSObject, UIViewControllerTransitioningDelegate {}
        let engine = Engine()
        engine.perform { _ = Forgetful() }
        #expect(engine.trace.map(\.call) == ["deinit"])
        #expect(engine.trace.first?.type == "Forgetful" && engine.trace.first?.receiver == .delegate)
        // Another NSObject (an animator, say) goes without a line.
        final class Quiet: NSObject {}
        engine.perform { _ = Quiet() }
        #expect(engine.trace.count == 1)
    }

    @Test func aNavigationItemIsKeptWithItsControllerAndABarShowsIt() {
        let vc = UIViewController()
        vc.title = "Settings"
        #expect(vc.navigationItem === vc.navigationItem)
        let bar = UINavigationBar()
        bar.items = [vc.navigationItem]
        #expect(bar.topItem?.title == "Settings")
        bar.pushItem(UINavigationItem(title: "Detail"), animated: false)
        #expect(bar.backItem?.title == "Settings")
    }

    @Test func theScreenIsTheRunningEnginesScreen() throws {
        let engine = Engine(device: .iPad, orientation: .landscape)
        let inside = engine.perform { UIScreen.main.bounds }
        #expect(inside == Rect(origin: .zero, size: Device.iPad.size(in: .landscape)))
        #expect(UIScreen.main.bounds.size == Device.iPhoneSE.size(in: .portrait))
    }

    @Test func presentingTwiceIsRefusedWithoutThrowing() {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        root.present(UIViewController(), animated: false)
        engine.run()
        root.present(UIViewController(), animated: false)
        let notes = engine.consoleLog
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("present(_:animated:completion:) on ViewController") == true)
    }

    @Test func coloursAndLayersKeepWhatTheEngineDraws() {
        #expect(UIColor(white: 0, alpha: 0.5) == UIColor.black.withAlphaComponent(0.5))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.cornerRadius = 12
        #expect(view.cornerRadius == 12)
        let a = UIView()
        let b = UIView()
        view.addSubview(a)
        view.addSubview(b)
        view.bringSubviewToFront(a)
        #expect(view.subviews.map { $0 === a } == [false, true])
        view.insertSubview(b, aboveSubview: a)
        #expect(view.subviews.map { $0 === b } == [false, true])
    }

    /// An app's own handler, named as the app names it: no catalogue entry needed.
    final class Banner {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var taps: [String] = []
        func install() {
            view.addGestureRecognizer(
                UITapGestureRecognizer(
                    target: self,
                    action: Selector("handleTap(_:)") { target, sender in
                        (target as! Banner).handleTap(Selector.sender(sender))
                    }))
        }
        var seen: [(UIGestureRecognizer.State, CGPoint)] = []
        func handleTap(_ gesture: UITapGestureRecognizer) {
            taps.append(gesture.actionCall)
            seen.append((gesture.state, gesture.location(in: view)))
        }
    }

    @Test func anyTapActionReachesItsHandlerAndIsTracedByItsName() {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let banner = Banner()
        banner.install()
        root.view.addSubview(banner.view)
        guard case .delivered(_, let action, _) = engine.tap(at: CGPoint(x: 100, y: 100)) else {
            Issue.record("the tap was not delivered")
            return
        }
        #expect(action == "handleTap(_:)")
        #expect(banner.taps == ["handleTap(_:)"])
        // A discrete gesture's action comes in .ended, with the touch where it landed.
        #expect(banner.seen.first?.0 == .ended)
        #expect(banner.seen.first?.1 == CGPoint(x: 100, y: 100))
        let event = engine.trace.last { $0.call == "handleTap(_:)" }
        #expect(event?.type == "Banner")
        #expect(event?.hook == nil, "an app's own method is not a UIKit hook")
    }

    /// A drag handler written as iOS code writes one: it moves its view with the finger, resetting
    /// the translation each time, and notes how fast the finger was going when it lifted.
    final class Sheet {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var states: [UIGestureRecognizer.State] = []
        var liftVelocity: CGPoint?
        func install() {
            view.addGestureRecognizer(
                UIPanGestureRecognizer(
                    target: self,
                    action: Selector("handlePan(_:)") { target, sender in
                        (target as! Sheet).handlePan(Selector.sender(sender))
                    }))
        }
        func handlePan(_ pan: UIPanGestureRecognizer) {
            states.append(pan.state)
            if pan.state == .ended { liftVelocity = pan.velocity(in: view.superview) }
            let t = pan.translation(in: view.superview)
            view.center = CGPoint(x: view.center.x + t.x, y: view.center.y + t.y)
            pan.setTranslation(.zero, in: view.superview)
        }
    }

    @Test func aSelectorNamingItsTypeIsTracedByTheMethodAlone() {
        let send: (AnyObject, Any?) -> Void = { _, _ in }
        #expect(Selector("SwipeInteractor.handleSwipe(_:)", send: send).traceCall == "handleSwipe(_:)")
        #expect(Selector("Self.dimmingViewTapped", send: send).traceCall == "dimmingViewTapped(_:)")
        #expect(Selector("handlePan", send: send).traceCall == "handlePan(_:)")
    }

    @Test func aPanHandlerWrittenForIOSFollowsTheFinger() {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let sheet = Sheet()
        sheet.install()
        sheet.view.name = "sheet"
        root.view.addSubview(sheet.view)
        let outcome = engine.pan(viewNamed: "sheet", by: CGPoint(x: 0, y: 120), over: 0.1)
        #expect(outcome == .delivered(view: "sheet", action: "handlePan(_:)", hit: "sheet"))
        #expect(sheet.states == [.began, .changed, .changed, .changed, .changed, .changed, .ended])
        // Each call moved the view by the frame's movement (20 points), and the reset kept it from adding up twice.
        #expect(sheet.view.frame.minY == 120)
        // The lift reports the last movement's speed, though each .changed reset the translation.
        #expect(sheet.liftVelocity == CGPoint(x: 0, y: 1200))
    }
}
