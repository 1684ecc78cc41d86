import PresentationKit

/// A detent the prompt names (`sheet detents medium large`, `drag sheet to custom`): UIKit's two
/// system detents, or the one custom detent `sheet detent custom H` adds.
package enum SheetDetentName: String, Equatable, Sendable, CaseIterable {
    case medium, large, custom

    /// The identifier UIKit gives it.
    package var identifier: SheetDetent.Identifier { SheetDetent.Identifier(rawValue) }
}
