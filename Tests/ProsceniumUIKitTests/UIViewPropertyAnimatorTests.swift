import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A property animator as interactive presentation code drives one: started, paused and
/// scrubbed by a finger, reversed, continued, stopped; all on the engine's virtual clock.
@Suite struct UIViewPropertyAnimatorTests {
    static func stage() -> (Engine, UIView) {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let card = UIView(frame: CGRect(x: 0, y: 600, width: 375, height: 100))
        root.view.addSubview(card)
        return (engine, card)
    }

    @Test func startedItPlaysItsBlocksAndCompletesAtTheEnd() {
        let (engine, card) = Self.stage()
        var positions: [UIViewAnimatingPosition] = []
        engine.perform {
            let animator = UIViewPropertyAnimator(duration: 0.4, curve: .linear) { card.frame.origin.y = 200 }
            animator.addAnimations { card.alpha = 0.5 }
            animator.addCompletion { positions.append($0) }
            #expect(card.frame.minY == 600, "the blocks wait for the animator to start")
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning)
        }
        #expect(card.frame.minY == 200)
        #expect(card.presentationFrame(at: 0.1).minY == 500)
        #expect(card.presentationAlpha(at: 0.2) == 0.75)
        engine.run()
        #expect(engine.now == 0.4)
        #expect(positions == [.end])
        #expect(!card.hasActiveAnimations)
    }

    @Test func aFingerPausesAndScrubsItThenItContinuesForWhatRemains() {
        let (engine, card) = Self.stage()
        var animator: UIViewPropertyAnimator!
        engine.perform {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.y = 150 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.25
        }
        #expect(animator.state == .active && !animator.isRunning)
        #expect(card.presentationFrame(at: engine.now).midY == 650 - 125)
        engine.advance(by: 3)
        #expect(engine.perform { animator.fractionComplete } == 0.25, "paused, the clock does not move")
        let letGo = engine.now
        engine.perform { animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.5) }
        // Three quarters remain, over half their time: 0.375 s.
        let expectedMidY: CGFloat = 650 - 500 * 0.625
        #expect(card.presentationFrame(at: letGo + 0.1875).midY == expectedMidY)
        engine.run()
        #expect(engine.now == letGo + 0.375)
        #expect(animator.state == .inactive)
        #expect(engine.consoleLog.isEmpty)
    }

    @Test func reversedItGoesBackAndFinishesAtTheStart() {
        let (engine, card) = Self.stage()
        var positions: [UIViewAnimatingPosition] = []
        var animator: UIViewPropertyAnimator!
        engine.perform {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
        }
        engine.advance(by: 0.6)
        engine.perform { animator.isReversed = true }
        #expect(card.presentationAlpha(at: engine.now + 0.3) == 0.7)
        engine.run()
        #expect(engine.now == 1.2)
        #expect(positions == [.start])
        #expect(card.alpha == 1, "finishing at the start puts the model value back")
    }

    @Test func stoppedItLeavesTheViewWhereItIsOnScreen() {
        let (engine, card) = Self.stage()
        var positions: [UIViewAnimatingPosition] = []
        var animator: UIViewPropertyAnimator!
        engine.perform {
            animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.frame.origin.y = 0 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation(afterDelay: 0.5)
        }
        engine.advance(by: 0.5)
        #expect(card.presentationFrame(at: engine.now).minY == 600, "nothing moves during the delay")
        engine.advance(by: 0.25)
        engine.perform { animator.stopAnimation(false) }
        #expect(animator.state == .stopped)
        #expect(card.frame.minY == 450)
        #expect(!card.hasActiveAnimations)
        engine.perform { animator.finishAnimation(at: .current) }
        #expect(positions == [.current])
        engine.run()
        #expect(positions == [.current], "the scheduled end of the stopped course does nothing")
    }

    @Test func theSpringAndBezierFormsTimeTheirBlocks() {
        let (engine, card) = Self.stage()
        engine.perform {
            let spring = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.6) { card.alpha = 0 }
            spring.startAnimation()
        }
        let expected =
            1
            - TimingCurve.spring(duration: 0.8, damping: 0.6, initialVelocity: 0).progress(
                atTime: 0.3, duration: 0.8)
        #expect(abs(card.presentationAlpha(at: 0.3) - expected) < 1e-12)
        engine.run()
        engine.perform {
            let eased = UIViewPropertyAnimator(
                duration: 1, controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1)
            ) { card.alpha = 1 }
            eased.startAnimation()
        }
        let start = engine.now
        #expect(
            abs(card.presentationAlpha(at: start + 0.25) - TimingCurve.easeInOut.progress(atTime: 0.25, duration: 1))
                < 1e-9)
    }

    @Test func outsideAnEngineItCompletesAtOnce() {
        let card = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.3, delay: 0, options: [], animations: { card.alpha = 0.2 },
            completion: { positions.append($0) })
        #expect(card.alpha == 0.2)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
    }
}

/// Layer properties read back what was set, with Core Animation's defaults.
@Suite struct CALayerTests {
    @Test func shadowsAndMaskedCornersAreKept() {
        let card = UIView()
        #expect(card.layer.shadowOpacity == 0 && card.layer.shadowRadius == 3)
        #expect(card.layer.shadowOffset == CGSize(width: 0, height: -3))
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowPath =
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 300, height: 200), cornerRadius: 16).cgPath
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.layer.masksToBounds = true
        card.layer.cornerRadius = 16
        #expect(card.layer.shadowOpacity == 0.3 && card.layer.shadowRadius == 12)
        #expect(card.layer.shadowOffset == CGSize(width: 0, height: 4))
        #expect(card.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(card.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(card.layer.masksToBounds && card.cornerRadius == 16)
    }

    @Test func aBlurIsDrawnAsAVeilWithItsContentInside() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterialDark))
        blur.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        #expect(blur.backgroundColor == UIColor(white: 0, alpha: 0.6))
        #expect(blur.contentView.superview === blur && blur.contentView.frame == blur.bounds)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular)))
        #expect(vibrancy.backgroundColor == nil)
        blur.effect = nil
        #expect(blur.backgroundColor == nil)
        #expect(UIColor(named: "BrandTint")?.name == "BrandTint")
        #expect(UIColor.systemGray3.withAlphaComponent(0.4).alpha == 0.4)
    }
}
