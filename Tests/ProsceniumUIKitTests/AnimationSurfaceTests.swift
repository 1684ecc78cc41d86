import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A property animator made as UIViewPropertyAnimator.h declares: every form gives it timing
/// parameters through the designated `init(duration:timingParameters:)`, which it hands back.
@Suite struct PropertyAnimatorTimingParametersTests {
    @Test func theCurveFormHandsBackCubicParametersOfThatCurve() throws {
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeIn)
        let parameters = try #require(animator.timingParameters)
        #expect(parameters.timingCurveType == .builtin)
        #expect(parameters.cubicTimingParameters?.animationCurve == .easeIn)
        #expect(animator.curve == .easeIn)
    }

    @Test func theProviderItWasMadeWithIsTheOneItHandsBack() {
        let spring = UISpringTimingParameters(dampingRatio: 0.7)
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
        #expect(animator.timingParameters as? UISpringTimingParameters === spring)
        #expect(
            animator.curve == .spring(duration: 0.5, damping: 0.7, initialVelocity: 0),
            "a damping-ratio spring is stretched over the animator's duration")
    }

    @Test func aCopyIsANewInactiveAnimatorWithTheSameTiming() throws {
        let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.6)
        animator.isInterruptible = false
        let copy = try #require(animator.copy(with: nil) as? UIViewPropertyAnimator)
        #expect(copy !== animator)
        #expect(copy.duration == 0.4)
        #expect(copy.curve == animator.curve)
        #expect(copy.isInterruptible == false)
        #expect(copy.state == .inactive)
    }
}

/// `UIView.transform3D` (iOS 13) is the view's transform in three dimensions: its affine part is
/// the view's `transform`, and a perspective the model cannot draw is kept and read back.
@Suite struct Transform3DTests {
    @Test func aPerspectiveIsKeptWhileTheViewDrawsItsAffinePart() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var lifted = CATransform3DMakeScale(2, 2, 1)
        lifted.m34 = -1 / 500
        view.transform3D = lifted
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.transform3D == lifted)
        #expect(view.layer.transform == lifted, "the layer's transform is the same value")
        view.transform = .identity
        #expect(view.transform3D == CATransform3DIdentity, "a new transform replaces the kept one")
    }
}

/// `UITransitionContextViewControllerKey` and `UITransitionContextViewKey` are two string-valued
/// structs, as UIKit's: a raw value makes a key, and only `.from` and `.to` name a side.
@Suite struct TransitionContextKeyTests {
    final class Probe: NSObject, UIViewControllerAnimatedTransitioning {
        var answers: [String] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let other = UITransitionContextViewKey(rawValue: "elsewhere")
            answers.append(transitionContext.view(forKey: .to) == nil ? "no to view" : "to view")
            answers.append(transitionContext.view(forKey: other) == nil ? "no other view" : "other view")
            let made = UITransitionContextViewControllerKey(rawValue: UITransitionContextViewControllerKey.to.rawValue)
            answers.append(transitionContext.viewController(forKey: made) == nil ? "no to controller" : "to controller")
            transitionContext.completeTransition(true)
        }
    }

    final class Vendor: NSObject, UIViewControllerTransitioningDelegate {
        let probe = Probe()
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { probe }
    }

    @Test func onlyFromAndToNameASide() {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let card = UIViewController()
        let vendor = Vendor()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = vendor
        engine.perform { root.present(card, animated: true) }
        engine.run()
        #expect(vendor.probe.answers == ["to view", "no other view", "to controller"])
    }

}

/// `interruptibleAnimator(using:)` is optional in UIKit: an animator that does not implement it
/// and asks for it anyway gets an empty, inactive property animator.
@Suite struct InterruptibleAnimatorDefaultTests {
    final class Keeper: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        var vended: (any UIViewImplicitlyAnimating)?
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            vended = interruptibleAnimator(using: transitionContext)
            transitionContext.completeTransition(true)
        }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { self }
    }

    @Test func anAnimatorWithoutOneGetsAnEmptyInactiveAnimator() throws {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let card = UIViewController()
        let keeper = Keeper()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = keeper
        engine.perform { root.present(card, animated: true) }
        engine.run()
        let vended = try #require(keeper.vended as? UIViewPropertyAnimator)
        #expect(vended.state == .inactive)
        #expect(vended.duration == 0)
    }
}

/// A layout guide is a popover's source item (UILayoutGuide.h, iOS 17): kept as the item.
@Suite struct LayoutGuideSourceItemTests {
    @Test func aPopoverKeepsAGuideAsItsSourceItem() throws {
        let root = UIViewController()
        let guide = UILayoutGuide()
        root.view.addLayoutGuide(guide)
        let card = UIViewController()
        card.modalPresentationStyle = .popover
        let popover = try #require(card.popoverPresentationController)
        popover.sourceItem = guide
        #expect(popover.sourceItem === guide)
    }
}
