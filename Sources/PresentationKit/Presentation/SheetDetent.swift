/// A height a sheet rests at, as `UISheetPresentationController.Detent` (iOS 15+): the system's
/// `.medium()` and `.large()`, or `.custom(identifier:resolver:)` (iOS 16+), whose resolver gets
/// the resolution context's `maximumDetentValue` and answers a height (nil: the detent is off).
/// An open `NSObject` subclass, as UISheetPresentationController.h:45 declares it
/// (`UISheetPresentationControllerDetent : NSObject`), so `medium()` and `large()` are open class
/// methods returning `Self` and `identifier` an open property. A detent never changes once made,
/// so sharing one between sheets (as UIKit's are shared objects) is safe.
open class SheetDetent: NSObject {
    /// `UISheetPresentationController.Detent.Identifier`: `.medium`, `.large`, or an app's own.
    public struct Identifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let medium = Identifier("medium")
        public static let large = Identifier("large")
        public var description: String { rawValue }
    }

    /// The engine's resolution context: what a custom resolver is told about the sheet now.
    public final class ResolutionContext: NSObject, SheetDetentResolutionContext {
        /// The tallest a detent can be: the large detent's height [D] (Apple, "maximumDetentValue").
        public let maximumDetentValue: Double
        public let containerTraitCollection: TraitCollection

        public init(maximumDetentValue: Double, containerTraitCollection: TraitCollection) {
            self.maximumDetentValue = maximumDetentValue
            self.containerTraitCollection = containerTraitCollection
        }
    }

    /// `identifier` (iOS 16): `.medium`, `.large`, or the custom detent's.
    open var identifier: Identifier { madeIdentifier }
    private let madeIdentifier: Identifier
    let resolver: (any SheetDetentResolutionContext) -> Double?

    /// Not UIKit's (its detent has no public initialiser, `init` and `new` are unavailable): the
    /// `required` initialiser Swift needs for `medium()` and `large()` to make `Self`, which a
    /// subclass's override may call too. Apps make detents through the class methods.
    public required init(
        identifier: Identifier, resolver: @escaping (any SheetDetentResolutionContext) -> Double?
    ) {
        self.madeIdentifier = identifier
        self.resolver = resolver
        super.init()
    }

    /// `.medium()`: [D] "approximately half the height of the screen" (Apple, "medium()"); [?] the
    /// model takes half the large detent's height.
    open class func medium() -> Self {
        Self(identifier: .medium) { ($0.maximumDetentValue * PresentationRules.mediumDetentFraction).rounded() }
    }

    /// `.large()`: the full-height sheet.
    open class func large() -> Self { Self(identifier: .large) { $0.maximumDetentValue } }

    /// `.custom(identifier:resolver:)`; a nil identifier gets a unique one, as UIKit makes one.
    public static func custom(
        identifier: Identifier? = nil, resolver: @escaping (any SheetDetentResolutionContext) -> Double?
    ) -> SheetDetent {
        SheetDetent(identifier: identifier ?? Identifier("custom"), resolver: resolver)
    }

    /// The height in `context`, never above its maximum; nil when the resolver turns the detent off.
    public func resolvedValue(in context: any SheetDetentResolutionContext) -> Double? {
        resolver(context).map { min(max(0, $0), context.maximumDetentValue) }
    }
}

/// `UISheetPresentationControllerDetentResolutionContext` (UISheetPresentationController.h, iOS
/// 16): what a custom detent's resolver is told, a protocol as UIKit declares it (the engine's
/// value is `SheetDetent.ResolutionContext`).
public protocol SheetDetentResolutionContext: NSObjectProtocol {
    /// `containerTraitCollection`: the traits of the sheet's container.
    var containerTraitCollection: TraitCollection { get }
    /// `maximumDetentValue`: the tallest a detent can be (the large detent's height).
    var maximumDetentValue: Double { get }
}

/// Told when the user's drag changes the sheet's detent, as `UISheetPresentationControllerDelegate`
/// (which adds this to the adaptive delegate's methods). UIKit calls it only for the user's changes,
/// not the app's own.
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SystemPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SystemPresentationController
    ) { Engine.notImplemented() }
}

/// A sheet's own settings, as `UISheetPresentationController` keeps them (defaults as documented).
public struct SheetConfiguration {
    /// [D] Default `[.large()]`.
    public var detents: [SheetDetent] = [.large()]
    /// [D] nil: the smallest detent.
    public var selectedDetentIdentifier: SheetDetent.Identifier?
    /// [D] nil: dimmed at every detent.
    public var largestUndimmedDetentIdentifier: SheetDetent.Identifier?
    public var prefersGrabberVisible = false
    /// nil: the system's radius.
    public var preferredCornerRadius: Double?
    /// [D] Default false: full screen in compact height.
    public var prefersEdgeAttachedInCompactHeight = false
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// `prefersPageSizing` (iOS 17): [D] default true; kept (the model sizes a sheet on a phone).
    public var prefersPageSizing = true
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    public init() {}
}
