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
/// `UITraitCollection`.
public typealias UITraitCollection = TraitCollection
/// `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = SizeClass

extension ViewController {
    /// `present(_:animated:completion:)` as UIKit spells it: it does not throw. Where UIKit
    /// refuses (already presenting, not in a window, a transition under way) it logs and does
    /// nothing; here the refusal is kept in `ProsceniumUIKit.refusals` for the host to report.
    public func present(_ viewController: ViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        do {
            guard let engine else { throw EngineError.notInWindow }
            try engine.present(viewController, from: self, animated: flag, completion: completion)
        } catch {
            Refusals.note("present(_:animated:completion:) on \(typeName): \(error)")
        }
    }

    /// `dismiss(animated:completion:)` as UIKit spells it, without `throws` (see `present`).
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        do {
            guard let engine else { throw EngineError.notInWindow }
            try engine.dismiss(presentedViewController ?? self, animated: flag, completion: completion)
        } catch {
            Refusals.note("dismiss(animated:completion:) on \(typeName): \(error)")
        }
    }

    /// `traitCollection`: the presentation's when presented, else the window's.
    public var traitCollection: TraitCollection {
        if let pc = presentationController { return pc.traitCollection }
        if isViewLoaded, let window = view.window { return window.traitCollection }
        return TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    }
}

/// What UIKit would have logged to the console when it refused a call: the host reads and clears it.
public enum Refusals {
    nonisolated(unsafe) private static var notes: [String] = []

    static func note(_ line: String) { notes.append(line) }

    /// The refusals since the last call, oldest first; the list is emptied.
    public static func take() -> [String] {
        defer { notes.removeAll() }
        return notes
    }
}
