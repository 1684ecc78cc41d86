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
