import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A view keeps its motion effects, and an interpolating effect answers linearly between its
/// minimum and maximum along its axis (Apple's UIMotionEffect.h).
@Suite struct UIMotionEffectTests {
    @Test func aViewKeepsItsMotionEffectsOnceEachAndRemovesThem() {
        let view = UIView(frame: .zero)
        let effect = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        view.addMotionEffect(effect)
        view.addMotionEffect(effect)
        #expect(view.motionEffects.count == 1)
        view.removeMotionEffect(effect)
        #expect(view.motionEffects.isEmpty)
    }

    @Test func anInterpolatingEffectAnswersLinearlyAlongItsAxis() {
        let effect = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        effect.minimumRelativeValue = -10
        effect.maximumRelativeValue = 10.0
        let tilted = effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 0.5))
        #expect(tilted?["center.y"] as? CGFloat == 5)
        let group = UIMotionEffectGroup()
        group.motionEffects = [effect]
        #expect(
            group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 1))?["center.y"]
                as? CGFloat == 10)
        #expect(
            UIMotionEffect().keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 0)) == nil)
    }
}
