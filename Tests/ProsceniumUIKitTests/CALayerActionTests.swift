import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A view's layer is of its class's `layerClass`, made with that class's `init()`; a layer's
/// actions follow Core Animation's search, and a view's layer animates only inside a block.
@Suite struct CALayerActionTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    /// A layer class of an app's own whose `init()` sets a colour, as a themed layer does.
    final class TintedLayer: CALayer {
        var madeByInit = false
        override init() {
            super.init()
            madeByInit = true
            backgroundColor = UIColor.red.cgColor
        }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { nil }
    }

    final class TintedView: UIView {
        override class var layerClass: AnyClass { TintedLayer.self }
    }

    /// Counts the actions it is asked for, and answers its own for `radius`.
    final class RadiusLayer: CAShapeLayer {
        var asked: [String] = []
        override func action(forKey event: String) -> CAAction? {
            asked.append(event)
            guard event == "radius", let template = super.action(forKey: "backgroundColor") as? CAAnimation
            else { return super.action(forKey: event) }
            let animation = CABasicAnimation(keyPath: event)
            animation.duration = template.duration
            return animation
        }
    }

    final class RadiusView: UIView {
        override class var layerClass: AnyClass { RadiusLayer.self }
    }

    @Test func aViewsLayerIsOfItsLayerClass() {
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
        let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(gradient.layer is CAGradientLayer)
        #expect(gradient.layer === gradient.layer, "made once and kept")
        gradient.layer.cornerRadius = 12
        #expect(gradient.cornerRadius == 12, "the layer is the view's")
        #expect(gradient.layer.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func anAppsLayerClassIsMadeWithItsOwnInitAndKeepsWhatItSet() throws {
        let view = TintedView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let layer = try #require(view.layer as? TintedLayer)
        #expect(layer.madeByInit)
        #expect(view.backgroundColor == UIColor.red, "what the layer's init() set is the view's")
    }

    @Test func aViewsLayerAnimatesAKeyOnlyInsideAnAnimationBlock() {
        let engine = Engine()
        engine.setRootViewController(UIViewController())
        let view = RadiusView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layer.setValue(CGFloat(8), forKey: "radius")
        #expect(view.layer.animationKeys() == nil, "outside a block the view answers NSNull")
        engine.perform {
            #expect(view.layer.action(forKey: "opacity") is NSNull)
            UIView.animate(withDuration: 0.4) {
                view.layer.setValue(CGFloat(20), forKey: "radius")
            }
        }
        #expect(view.layer.animationKeys() == ["radius"])
        #expect(view.layer.animation(forKey: "radius")?.duration == 0.4)
        #expect(view.layer.value(forKey: "radius") as? CGFloat == 20)
        #expect((view.layer as? RadiusLayer)?.asked == ["radius", "opacity", "radius"])
    }

    @Test func aLayerOfItsOwnFindsItsActionsThenTheClassDefault() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "glow")
        layer.actions = ["glow": fade]
        #expect(layer.action(forKey: "glow") as? CABasicAnimation === fade)
        #expect(layer.action(forKey: "other") == nil)
        #expect(layer.value(forKey: "glow") == nil)
        layer.setValue(0.5, forKey: "opacity")
        #expect(layer.opacity == 0.5, "a Double sets the Float opacity, as an NSNumber would")
        #expect(layer.value(forKey: "opacity") as? Float == 0.5)
    }
}
