import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Core Animation's coding and copying, its spring's pace and bounce, its timing functions'
/// control points and a layer's delegate, as QuartzCore declares them.
@Suite struct CoreAnimationDeclarationsTests {
    /// An animation class of an app's own, with a property it encodes itself.
    final class PulseAnimation: CABasicAnimation {
        var beats = 0
        override init() { super.init() }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            beats = coder.decodeInteger(forKey: "beats")
        }
        override func encode(with coder: NSCoder) {
            super.encode(with: coder)
            coder.encode(beats, forKey: "beats")
        }
    }

    @Test func aCopyIsOfTheSameClassWithTheSameSettings() throws {
        let pulse = PulseAnimation(keyPath: "opacity")
        pulse.duration = 0.4
        pulse.toValue = 0.5
        pulse.repeatCount = 3
        pulse.fillMode = .forwards
        pulse.timingFunction = CAMediaTimingFunction(name: .easeOut)
        pulse.beats = 7
        let copy = try #require(pulse.copy(with: nil) as? PulseAnimation)
        #expect(copy !== pulse)
        #expect(copy.keyPath == "opacity")
        #expect(copy.duration == 0.4)
        #expect(copy.toValue as? Double == 0.5)
        #expect(copy.repeatCount == 3)
        #expect(copy.fillMode == .forwards)
        #expect(copy.timingFunction == CAMediaTimingFunction(name: .easeOut))
        #expect(copy.beats == 7)
        #expect(CAAnimation.supportsSecureCoding)
    }

    @Test func aSpringOfAPaceAndBounceReadsThemBack() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)) < 1e-9)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(spring.bounce - 0.2) < 1e-9)
        let calm = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(abs(calm.bounce + 0.5) < 1e-9, "a negative bounce is an overdamped spring")
        #expect(!CASpringAnimation().allowsOverdamping)
    }

    @Test func aTimingFunctionHandsBackItsControlPoints() {
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        var point: [Float] = [0, 0]
        ease.getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        ease.getControlPoint(at: 2, values: &point)
        #expect(point == [0.58, 1])
        ease.getControlPoint(at: 3, values: &point)
        #expect(point == [1, 1])
        #expect(ease.timingCurve == .easeInOut, "a named curve is timed as that name")
        let coder = NSCoder()
        CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).encode(with: coder)
        #expect(CAMediaTimingFunction(coder: coder) == CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4))
    }

    /// A delegate that answers one key's action and lays out the layer's sublayers.
    final class Arranger: NSObject, CALayerDelegate {
        var laidOut = 0
        func layoutSublayers(of layer: CALayer) { laidOut += 1 }
        func action(for layer: CALayer, forKey event: String) -> CAAction? {
            event == "opacity" ? NSNull() : nil
        }
    }

    @Test func aLayersDelegateIsItsViewOrWhatWasSet() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer.delegate === view, "a view's layer has its view as delegate")
        let layer = CALayer()
        #expect(layer.delegate == nil)
        let arranger = Arranger()
        layer.delegate = arranger
        #expect(layer.action(forKey: "opacity") is NSNull, "the delegate is asked first")
        #expect(layer.action(forKey: "position") == nil)
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        layer.layoutIfNeeded()
        #expect(arranger.laidOut == 1)
        #expect(!layer.needsLayout())
    }

    @Test func aLayerIsMadeAgainFromWhatItEncodes() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        layer.cornerRadius = 6
        layer.name = "badge"
        layer.cornerCurve = .continuous
        let coder = NSCoder()
        layer.encode(with: coder)
        let again = try #require(CALayer(coder: coder))
        #expect(again.bounds.size == CGSize(width: 30, height: 20))
        #expect(again.cornerRadius == 6)
        #expect(again.name == "badge")
        #expect(CALayerCornerCurve(rawValue: "continuous") == .continuous)
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CATransform3D().m11 == 0 && CATransform3D().m44 == 0, "init() is all zeros")
    }
}
