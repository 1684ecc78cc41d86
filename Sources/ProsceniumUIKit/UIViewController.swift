import PresentationKit

/// `UIViewController`: PresentationKit's controller, so the engine calls the user's overrides of
/// the appearance methods and `viewWillTransition(to:with:)` directly.
public typealias UIViewController = ViewController
/// `UIPresentationController`: subclass it and override its members as on iOS.
public typealias UIPresentationController = PresentationController
/// `UIContentContainer`.
public typealias UIContentContainer = ContentContainer
/// `UIModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UIModalTransitionStyle`: `.coverVertical`, `.flipHorizontal`, `.crossDissolve`, `.partialCurl`.
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// `UITraitCollection`.
public typealias UITraitCollection = TraitCollection
/// `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = SizeClass

extension ViewController {
    /// `systemMinimumLayoutMargins`: the floor of the root view's margins (16 or 20 points at the
    /// sides, none above and below; see `minimumRootViewMargins`).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(leftToRight: minimumRootViewMargins)
    }

    /// `present(_:animated:completion:)` as UIKit spells it: it does not throw. Where UIKit
    /// refuses (already presenting, a transition under way) it logs and does nothing; here the
    /// refusal goes to the engine's `consoleLog`. A controller in no window has no engine to log
    /// to, and nothing happens.
    public func present(_ viewController: ViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let engine else { return }
        if let alert = viewController as? UIAlertController, let refusal = alert.refusalBeforePresenting() {
            // UIKit raises here; the model logs the one line and presents nothing.
            return engine.consoleLog.append(refusal)
        }
        do {
            try engine.present(viewController, from: self, animated: flag, completion: completion)
        } catch {
            engine.consoleLog.append("present(_:animated:completion:) on \(typeName): \(error)")
        }
    }

    /// `dismiss(animated:completion:)` as UIKit spells it, without `throws` (see `present`).
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let engine else { return }
        do {
            try engine.dismiss(presentedViewController ?? self, animated: flag, completion: completion)
        } catch {
            engine.consoleLog.append("dismiss(animated:completion:) on \(typeName): \(error)")
        }
    }

    /// `traitCollection`: the presentation's when presented, else the window's.
    public var traitCollection: TraitCollection {
        if let pc = presentationController { return pc.traitCollection }
        if isViewLoaded, let window = view.window { return window.traitCollection }
        return TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    }
}

/// `NSCoder`: what `required init?(coder:)` takes; nothing is decoded here.
public typealias NSCoder = Coder

/// `Bundle` (Foundation's): PresentationKit's, as `init(nibName:bundle:)` takes it.
public typealias Bundle = PresentationKit.Bundle
