import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// UIKit's `UIView` members are `open` and live in the class, so an app's view overrides them and
/// the engine then reaches the override where UIKit would (issue 31): the hit test a tap makes,
/// the constraint pass before a layout pass.
@Suite struct UIViewOverridesTests {
    /// A view that lets touches through wherever it has no subview of its own: the overlay
    /// FloatingPanel and Rideau put over the screen.
    final class PassThroughView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    final class Listener {
        var taps = 0
        lazy var recognizer = UITapGestureRecognizer(
            target: self, action: Selector("tapped") { target, _ in (target as! Listener).taps += 1 })
    }

    /// An iPhone 15 whose root view has a tap recogniser, and a full-screen `cover` over it.
    private func stage(cover: UIView) -> (Engine, Listener, UIViewController) {
        let engine = Engine(device: .iPhone15)
        let root = UIViewController()
        engine.setRootViewController(root)
        let listener = Listener()
        root.view.addGestureRecognizer(listener.recognizer)
        cover.frame = root.view.bounds
        root.view.addSubview(cover)
        return (engine, listener, root)
    }

    @Test func anOverriddenHitTestLetsATapThroughToTheViewBehind() {
        let (engine, listener, _) = stage(cover: PassThroughView())
        _ = engine.tap(at: Point(x: 100, y: 400))
        #expect(listener.taps == 1)
    }

    @Test func aPlainCoverTakesTheTapAndNothingBehindHearsIt() {
        let cover = UIView()
        cover.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
        let (engine, listener, _) = stage(cover: cover)
        _ = engine.tap(at: Point(x: 100, y: 400))
        #expect(listener.taps == 0)
    }

    /// Apple's `hitTest(_:with:)` reference: a view with user interaction disabled is ignored,
    /// and so is everything inside it; a label's is off until the app turns it on.
    @Test func aViewWithUserInteractionOffIsPassedOver() {
        let cover = UIView()
        cover.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
        cover.isUserInteractionEnabled = false
        let (engine, listener, _) = stage(cover: cover)
        _ = engine.tap(at: Point(x: 100, y: 400))
        #expect(listener.taps == 1)
        #expect(UILabel().isUserInteractionEnabled == false)
        #expect(UIImageView(image: nil).isUserInteractionEnabled == false)
        #expect(UIView().isUserInteractionEnabled)
    }

    /// `setNeedsUpdateConstraints()` makes the next layout pass call `updateConstraints()` first,
    /// subviews before their superview; without it the pass does not call it.
    @Test func updateConstraintsRunsAtTheNextLayoutPassWhenAskedFor() {
        final class Recording: UIView {
            var log: [String] = []
            override func updateConstraints() {
                log.append("update")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                log.append("layout")
                super.layoutSubviews()
            }
        }
        let engine = Engine(device: .iPhone15)
        let root = UIViewController()
        engine.setRootViewController(root)
        let view = Recording()
        root.view.addSubview(view)
        engine.perform { view.layoutIfNeeded() }
        #expect(view.log == ["layout"])
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        engine.perform { view.layoutIfNeeded() }
        #expect(view.log == ["layout", "update", "layout"])
        #expect(!view.needsUpdateConstraints())
    }

    /// The animation class methods are UIKit's forms, each on its own, and a subclass's
    /// override is what `MyView.animate(…)` reaches.
    @Test func theAnimationClassMethodsCanBeOverridden() {
        final class Counting: UIView {
            nonisolated(unsafe) static var calls = 0
            override class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
                calls += 1
                super.animate(withDuration: duration, animations: animations)
            }
        }
        let view = UIView()
        Counting.animate(withDuration: 0.3) { view.alpha = 0.5 }
        #expect(Counting.calls == 1)
        #expect(view.alpha == 0.5)
    }
}

/// The rest of the everyday view surface this round added (issue 31), each read back or acted on.
@Suite struct UIViewSurfaceTests {
    @Test func gestureRecognizersIsOptionalAndSettable() {
        let view = UIView()
        #expect(view.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        view.gestureRecognizers = [tap]
        #expect(view.gestureRecognizers?.count == 1)
        #expect(tap.view === view)
        for r in view.gestureRecognizers ?? [] { view.removeGestureRecognizer(r) }
        #expect(view.gestureRecognizers == nil)
    }

    /// Apple's `autoresizesSubviews` reference: false, and the subviews keep their frames.
    @Test func autoresizesSubviewsFalseKeepsTheSubviewsFrames() {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        box.addSubview(inner)
        box.autoresizesSubviews = false
        box.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        box.autoresizesSubviews = true
        box.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 180, height: 180))
    }

    /// iOS 17's spring by duration and bounce animates on the engine's clock and ends where the
    /// block put the view.
    @Test func theSpringByDurationAndBounceAnimates() {
        let engine = Engine(device: .iPhone15)
        let root = UIViewController()
        engine.setRootViewController(root)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(view)
        var finished = false
        engine.perform {
            UIView.animate(springDuration: 0.4, bounce: 0.3) {
                view.center = CGPoint(x: 200, y: 300)
            } completion: {
                finished = $0
            }
        }
        engine.advance(by: 0.1)
        #expect(view.presentationFrame(at: engine.now).midX < 200)
        engine.run()
        #expect(finished)
        #expect(view.center == CGPoint(x: 200, y: 300))
    }

    @Test func alignmentRectsAndBaselineLayoutsAreUIKitsDefaults() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        #expect(view.alignmentRect(forFrame: view.frame) == view.frame)
        #expect(view.frame(forAlignmentRect: view.frame) == view.frame)
        #expect(view.forFirstBaselineLayout === view)
        #expect(view.constraintsAffectingLayout(for: .horizontal).isEmpty)
    }
}

/// A container's appearance forwarding, the segue hooks and the iOS 13 style override, in the
/// controller's class so a subclass overrides them.
@Suite struct UIViewControllerSurfaceTests {
    final class Child: UIViewController {
        var heard: [String] = []
        override func viewWillAppear(_ animated: Bool) { heard.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { heard.append("didAppear") }
        override func viewWillDisappear(_ animated: Bool) { heard.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { heard.append("didDisappear") }
        override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
            heard.append("begin")
            super.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    @Test func beginAndEndAppearanceTransitionSendTheMatchingPair() {
        let child = Child()
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(child.heard == ["begin", "willAppear", "didAppear", "begin", "willDisappear", "didDisappear"])
    }

    @Test func aSegueCanBeMadeAndPreparedForAndTheStyleOverrideIsKept() {
        final class Source: UIViewController {
            var prepared: String?
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared = segue.identifier }
        }
        let source = Source()
        let segue = UIStoryboardSegue(identifier: "details", source: source, destination: UIViewController())
        source.prepare(for: segue, sender: nil)
        #expect(source.prepared == "details")
        #expect(source.shouldPerformSegue(withIdentifier: "details", sender: nil))
        source.overrideUserInterfaceStyle = .dark
        #expect(source.overrideUserInterfaceStyle == .dark)
        #expect(source.activePresentationController == nil)
    }
}

/// A window of the app's own (an overlay for toasts): made, given a root controller and a level,
/// made key, and kept without being drawn; the engine's window stays the one on screen.
@Suite struct AppWindowTests {
    @Test func anAppsOwnWindowIsKeptAndSaysOnceThatItIsNotDrawn() {
        let engine = Engine(device: .iPhone15)
        engine.setRootViewController(UIViewController())
        engine.perform {
            let overlay = UIWindow(frame: UIScreen.main.bounds)
            overlay.windowLevel = .alert + 1
            let root = UIViewController()
            overlay.rootViewController = root
            #expect(!overlay.isKeyWindow)
            overlay.makeKeyAndVisible()
            #expect(overlay.isKeyWindow)
            #expect(overlay.rootViewController === root)
            #expect(overlay.windowLevel.rawValue == 2001)
            #expect(overlay.frame.size == CGSize(width: 393, height: 852))
        }
        #expect(engine.window.isKeyWindow)
        #expect(engine.consoleLog.contains { $0.contains("a window of the app's own is kept, not drawn") })
    }
}

/// The label's and the screen's everyday members, read back as UIKit answers them.
@Suite struct LabelAndScreenSurfaceTests {
    @Test func aLabelsTextRectIsItsMeasuredTextInTheBounds() {
        let label = UILabel()
        label.text = "Hello"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let rect = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 300, height: 100), limitedToNumberOfLines: 1)
        #expect(rect.width == label.intrinsicContentSize.width)
        #expect(rect.height == label.intrinsicContentSize.height)
        #expect(label.numberOfLines == 1)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
    }

    @Test func theScreenIsTheEnginesAndAnNSObject() {
        let engine = Engine(device: .iPhone15)
        engine.perform {
            #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
            #expect(UIScreen.main.nativeBounds.width == 1179) // 3 pixels a point (Apple: 2556×1179)
            #expect(UIScreen.screens.count == 1)
            #expect(UIScreen.main.isKind(of: NSObject.self))
        }
    }
}

/// `UIView.setAnimationsEnabled(_:)`: with animations off, a block's changes show at once and its
/// completion still runs (Apple's reference); the setting is the running engine's.
@Suite struct AnimationsEnabledTests {
    @Test func withAnimationsOffABlocksChangesShowAtOnceAndItsCompletionRuns() {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(box)
        var completed = false
        var inherited = -1.0
        engine.perform {
            UIView.setAnimationsEnabled(false)
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 1, animations: { box.alpha = 0.5 }, completion: { _ in completed = true })
            UIView.setAnimationsEnabled(true)
            UIView.animate(withDuration: 0.4) { inherited = UIView.inheritedAnimationDuration }
        }
        #expect(box.layer.presentation()?.opacity == 0.5)
        engine.run()
        #expect(completed)
        #expect(inherited == 0.4)
        #expect(UIView.inheritedAnimationDuration == 0)
    }
}
