// A card whose views are backed by layers of their own class (our own): a gradient header through
// `layerClass`, a ring whose shape layer sets its colours in `init()`, and a badge layer of the
// app's with an initialiser of its own that is never a view's layer. The card animates the
// ring's custom key inside an animation block, so its layer's `action(forKey:)` is asked.
import QuartzCore
import UIKit

final class GradientHeader: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    private var gradient: CAGradientLayer { layer as! CAGradientLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class RingLayer: CAShapeLayer {
    override init() {
        super.init()
        fillColor = nil
        strokeColor = UIColor.systemOrange.cgColor
        lineWidth = 4
    }

    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func action(forKey event: String) -> CAAction? {
        guard event == "progress", let inherited = super.action(forKey: "opacity") as? CAAnimation else {
            return super.action(forKey: event)
        }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = inherited.duration
        return animation
    }
}

final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
}

final class BadgeLayer: CALayer {
    let count: Int
    init(count: Int) {
        self.count = count
        super.init()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class LayerCard: UIViewController {
    let header = GradientHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
    let ring = RingView(frame: CGRect(x: 20, y: 80, width: 60, height: 60))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(header)
        view.addSubview(ring)
        view.layer.addSublayer(BadgeLayer(count: 3))
        let gradient = header.layer as? CAGradientLayer
        print("header layer: \(gradient?.colors?.count ?? 0) colours, horizontal \(gradient?.endPoint.x == 1)")
        print("ring layer: line \((ring.layer as? RingLayer)?.lineWidth ?? 0)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.3) {
            self.ring.layer.setValue(0.75, forKey: "progress")
        }
        print("ring animates: \(ring.layer.animationKeys() ?? [])")
    }
}

final class LayerCardHost: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showCard() {
        let card = LayerCard()
        card.modalPresentationStyle = .formSheet
        present(card, animated: true)
    }
}
