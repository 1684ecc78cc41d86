import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// What iOS code keeps from Objective-C and old UIKit, as the corpus writes it: a selector by
/// its string name, an autorelease pool, a tab bar controller's delegate with nothing
/// implemented, an animator's optional members, and a 3D Touch registration.
@Suite struct ObjectiveCLeftoversTests {
    final class Watcher: NSObject, UITabBarControllerDelegate {}

    final class Plain: NSObject, UIViewImplicitlyAnimating {
        var state: UIViewAnimatingState = .inactive
        var isRunning = false
        var isReversed = false
        var fractionComplete: CGFloat = 0
        func startAnimation() {}
        func startAnimation(afterDelay delay: TimeInterval) {}
        func pauseAnimation() {}
        func stopAnimation(_ withoutFinishing: Bool) {}
        func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    }

    @Test func aSelectorByItsNameIsAnsweredByNoObject() {
        let action = Selector(("handleNavigationTransition:"))
        #expect(action.name == "handleNavigationTransition:")
        #expect(!NSObject().responds(to: action))
        let written: Selector = "close"
        #expect(written == Selector("close"))
        #expect(Set([written, Selector("close")]).count == 1)
    }

    @Test func aPoolRunsItsBlockAndADelegateImplementingNothingAnswersUIKitsDefaults() {
        #expect(autoreleasepool { 41 + 1 } == 42)
        let tabs = UITabBarController()
        let watcher = Watcher()
        tabs.delegate = watcher
        #expect(tabs.delegate?.tabBarController(tabs, shouldSelect: UIViewController()) == true)
        #expect(tabs.delegate?.tabBarController(tabs, animationControllerForTransitionFrom: tabs, to: tabs) == nil)
        var completed = false
        Plain().addCompletion { _ in completed = true }
        #expect(!completed, "an animator without addCompletion never calls the block")
    }

    @Test func aPreviewingRegistrationIsKeptAndNeverPreviews() {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let previewing = engine.perform { root.registerForPreviewing(with: Previewer(), sourceView: root.view) }
        #expect(previewing.sourceView === root.view)
        #expect(engine.consoleLog.contains { $0.contains("3D Touch previewing") })
    }

    final class Previewer: NSObject, UIViewControllerPreviewingDelegate {
        func previewingContext(
            _ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
        )
            -> UIViewController?
        { nil }
        func previewingContext(
            _ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
        ) {}
    }

    final class Badge: NSObject {
        var count = 3
    }

    @Test func keyValueCodingKeepsWhatIsSetAndReadsStoredProperties() {
        let action = UIAlertAction(title: "Share", style: .default)
        action.setValue(UIImage(systemName: "square.and.arrow.up"), forKey: "image")
        #expect(action.value(forKey: "image") is UIImage)
        #expect(Badge().value(forKey: "count") as? Int == 3)
        #expect(Badge().value(forKey: "missing") == nil)
    }

    @Test func aKeyboardCurveRawValueIsACurve() {
        #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
        #expect(UIView.AnimationCurve.easeOut.rawValue == 2)
        #expect(UIView.AnimationCurve(rawValue: 7) != nil, "an imported C enumeration takes any raw value")
    }
}
