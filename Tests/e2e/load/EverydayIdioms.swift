import UIKit

// Issue 31's everyday idioms of iOS 17/18 presentation code, each written as Xcode takes it: a
// presenting screen, a card with a blur, a text view and a timer, a custom animator with a
// physical spring, keyframes and a transaction, and an interaction with its own speed.

@MainActor
final class IdiomsHost: UIViewController {
    private let transition = IdiomsTransition()

    // The everyday designated initialiser: no `override` (init() is a convenience initialiser).
    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let close = UIAction(title: "Close") { _ in print("close tapped") }
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .close, primaryAction: close)
        registerForTraitChanges([UITraitVerticalSizeClass.self]) { (host: IdiomsHost, previous: UITraitCollection) in
            host.view.setNeedsLayout()
        }
        print("idiom: \(traitCollection.userInterfaceIdiom == .phone ? "phone" : "pad")")
        print("orientation portrait: \(view.window?.windowScene?.interfaceOrientation.isPortrait ?? true)")
    }

    func showCard() {
        let card = IdiomsCard()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transition
        present(card, animated: true)
    }
}

final class RoundedPanel: UIView {
    override var clipsToBounds: Bool {
        get { true }
        set { super.clipsToBounds = newValue }
    }
}

final class IdiomsCard: UIViewController {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let plainBlur = UIVisualEffectView(effect: nil)
    let notes = UITextView()
    var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        let panel = RoundedPanel()
        view.addSubview(panel)
        view.addSubview(blur)
        notes.text = String(localized: "Notes")
        notes.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(notes)
        NSLayoutConstraint.activate([
            notes.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            notes.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            notes.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            notes.heightAnchor.constraint(equalToConstant: 44),
        ])
        let (header, _) = view.bounds.divided(atDistance: 44, from: .minYEdge)
        blur.frame = header
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in print("timer fired") }
        // Foundation as `import UIKit` brings it: value types, formatting, the main thread.
        let link = URL(string: "https://example.com/cards/hero.png")
        let payload = Data([1, 2, 3])
        let label = String(format: "%@ · %d bytes · %.1f", link?.lastPathComponent ?? "-", payload.count, 2.5)
        print("foundation: \(label) · main thread \(Thread.isMainThread)")
        // Core Graphics bitmaps through UIImage, as snapshot code takes them, and a symbol's bounce.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let bitmap = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { _ in }.cgImage
        let fromBitmap = bitmap.map { UIImage(cgImage: $0, scale: 2, orientation: .up) }
        print(
            "bitmap: \(bitmap?.width ?? 0)x\(bitmap?.height ?? 0) · \(fromBitmap?.size.width ?? 0) points · same \(fromBitmap?.cgImage === bitmap)"
        )
        UIImageView(image: UIImage(systemName: "star")).addSymbolEffect(.bounce, options: .nonRepeating) {
            print("bounce finished: \($0.isFinished)")
        }
    }
}

final class IdiomsInteraction: UIPercentDrivenInteractiveTransition {
    override var completionSpeed: CGFloat {
        get { 0.5 }
        set { super.completionSpeed = newValue }
    }
}

final class IdiomsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let card = transitionContext.view(forKey: .to) else { return }
        let container = transitionContext.containerView
        container.addSubview(card)
        card.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        card.alpha = 0
        let spring = UISpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: .zero)
        let provider: UITimingCurveProvider = spring
        print("spring curve: \(provider.timingCurveType == .spring)")
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: spring)
        animator.addAnimations { card.alpha = 1 }
        animator.addCompletion { position in
            transitionContext.completeTransition(position == .end)
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setCompletionBlock { print("transaction committed") }
        card.layer.cornerRadius = 16
        CATransaction.commit()
        UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [.calculationModeLinear]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.transform = .identity }
        }
        UIView.transition(with: container, duration: 0.2, options: .transitionCrossDissolve, animations: nil)
        animator.startAnimation()
    }
}

final class IdiomsTransition: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { IdiomsAnimator() }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let popoverLike = UIPresentationController(presentedViewController: presented, presenting: presenting)
        return popoverLike
    }
}

/// A sheet whose detent identifiers are compared, and a popover anchored with `sourceItem`.
final class IdiomsSheetHost: UIViewController {
    func showSheet() {
        let sheet = UIViewController()
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.medium(), .large()]
            print(
                "starts medium: \(controller.selectedDetentIdentifier == nil || controller.selectedDetentIdentifier == .medium)"
            )
        }
        present(sheet, animated: true)
    }

    func showPopover(from item: UIBarButtonItem) {
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.popoverPresentationController?.sourceItem = item
        present(menu, animated: true)
    }
}
