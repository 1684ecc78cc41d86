// The Symbols framework's effects (iOS 17) as UIKit takes them: `imageView.addSymbolEffect(.bounce)`,
// `removeSymbolEffect(ofType:)`, `setSymbolImage(_:contentTransition:)`. The model draws no
// symbols: a one-off (discrete) effect is over as soon as it is added, a lasting (indefinite)
// one is kept on the view until removed, and a content transition changes the image at once.

/// `SymbolEffect` (Symbols): an animation of a symbol image.
public protocol SymbolEffect: Hashable, Sendable {}
/// `DiscreteSymbolEffect` (Symbols): an effect that plays once (or a set number of times).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// `IndefiniteSymbolEffect` (Symbols): an effect that lasts until removed.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// `ContentTransitionSymbolEffect` (Symbols): an effect from one symbol to another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}
/// `TransitionSymbolEffect` (Symbols): an effect that shows or hides a symbol.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// `SymbolEffectOptions` (Symbols): how an effect plays, its repeating and its speed (kept).
public struct SymbolEffectOptions: Hashable, Sendable {
    /// The number of plays (nil: as the effect's default), whether it repeats forever, the speed.
    public private(set) var repeatCount: Int?
    public private(set) var repeatsForever = false
    public private(set) var speedMultiplier: Double = 1

    /// `default`, `repeating`, `nonRepeating`.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// `repeat(_:)`, `speed(_:)`: the default options with that count or speed.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// `repeating`, `nonRepeating`, `repeat(_:)`, `speed(_:)`: these options with that change.
    public var repeating: SymbolEffectOptions {
        var copy = self
        copy.repeatsForever = true
        return copy
    }
    public var nonRepeating: SymbolEffectOptions {
        var copy = self
        copy.repeatsForever = false
        copy.repeatCount = 1
        return copy
    }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var copy = self
        copy.repeatsForever = false
        copy.repeatCount = count
        return copy
    }
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speedMultiplier = speed
        return copy
    }
}

/// `BounceSymbolEffect` (Symbols): a bounce, up or down, by layer or whole.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// The variant asked for (`up`, `down`, `byLayer`, `wholeSymbol`), kept.
    public private(set) var variants: [String] = []
    public var up: BounceSymbolEffect { adding("up") }
    public var down: BounceSymbolEffect { adding("down") }
    public var byLayer: BounceSymbolEffect { adding("byLayer") }
    public var wholeSymbol: BounceSymbolEffect { adding("wholeSymbol") }
    private func adding(_ variant: String) -> BounceSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }
}
/// `PulseSymbolEffect` (Symbols): a pulse of opacity.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public private(set) var variants: [String] = []
    public var byLayer: PulseSymbolEffect { adding("byLayer") }
    public var wholeSymbol: PulseSymbolEffect { adding("wholeSymbol") }
    private func adding(_ variant: String) -> PulseSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }
}
/// `VariableColorSymbolEffect` (Symbols): the layers lit in turn.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public private(set) var variants: [String] = []
    public var iterative: VariableColorSymbolEffect { adding("iterative") }
    public var cumulative: VariableColorSymbolEffect { adding("cumulative") }
    public var reversing: VariableColorSymbolEffect { adding("reversing") }
    public var nonReversing: VariableColorSymbolEffect { adding("nonReversing") }
    public var hideInactiveLayers: VariableColorSymbolEffect { adding("hideInactiveLayers") }
    public var dimInactiveLayers: VariableColorSymbolEffect { adding("dimInactiveLayers") }
    private func adding(_ variant: String) -> VariableColorSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }
}
/// `ScaleSymbolEffect` (Symbols): the symbol held larger or smaller.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
    public private(set) var variants: [String] = []
    public var up: ScaleSymbolEffect { adding("up") }
    public var down: ScaleSymbolEffect { adding("down") }
    public var byLayer: ScaleSymbolEffect { adding("byLayer") }
    public var wholeSymbol: ScaleSymbolEffect { adding("wholeSymbol") }
    private func adding(_ variant: String) -> ScaleSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }
}
/// `AppearSymbolEffect`, `DisappearSymbolEffect` (Symbols): the symbol shown or hidden.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public init() {}
}
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    public init() {}
}
/// `ReplaceSymbolEffect` (Symbols): one symbol replaced by another.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect {
    public private(set) var variants: [String] = []
    public var downUp: ReplaceSymbolEffect { adding("downUp") }
    public var upUp: ReplaceSymbolEffect { adding("upUp") }
    public var offUp: ReplaceSymbolEffect { adding("offUp") }
    public var byLayer: ReplaceSymbolEffect { adding("byLayer") }
    public var wholeSymbol: ReplaceSymbolEffect { adding("wholeSymbol") }
    private func adding(_ variant: String) -> ReplaceSymbolEffect {
        var copy = self
        copy.variants.append(variant)
        return copy
    }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// `.bounce`.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// `.pulse`.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// `.variableColor`.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// `.scale`.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// `.appear`.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// `.disappear`.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// `.replace`.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// `UISymbolEffectCompletionContext` (iOS 17): what an effect's completion handler is told:
/// whether the effect ran to its end, the view or item it ran on, and the effect.
public struct UISymbolEffectCompletionContext: @unchecked Sendable {
    public let isFinished: Bool
    public weak var sender: AnyObject?
    public let effect: any SymbolEffect
}

/// `UISymbolEffectCompletion` (iOS 17).
public typealias UISymbolEffectCompletion = (UISymbolEffectCompletionContext) -> Void

/// The lasting effects on one image view or bar button item, with their completion handlers.
package final class SymbolEffects {
    package private(set) var active: [(effect: any SymbolEffect, completion: UISymbolEffectCompletion?)] = []
    package init() {}

    /// Plays a one-off effect (over at once: nothing is drawn) or keeps a lasting one.
    package func add(
        _ effect: any SymbolEffect, lasting: Bool, on sender: AnyObject, completion: UISymbolEffectCompletion?
    ) {
        Engine.running?.noteOnce("symbol effects: kept, not drawn; a one-off effect is over at once")
        if lasting {
            active.append((effect, completion))
        } else {
            completion?(UISymbolEffectCompletionContext(isFinished: true, sender: sender, effect: effect))
        }
    }

    /// Ends the lasting effects of `effect`'s type (every one when nil), telling their handlers
    /// and `completion` (for the effect named) that they finished.
    package func remove(_ effect: (any SymbolEffect)?, from sender: AnyObject, completion: UISymbolEffectCompletion?) {
        let matches = { (other: any SymbolEffect) in effect.map { type(of: other) == type(of: $0) } ?? true }
        let ending = active.filter { matches($0.effect) }
        active.removeAll { matches($0.effect) }
        for (ended, handler) in ending {
            handler?(UISymbolEffectCompletionContext(isFinished: true, sender: sender, effect: ended))
        }
        if let effect { completion?(UISymbolEffectCompletionContext(isFinished: true, sender: sender, effect: effect)) }
    }

    /// Ends a content transition: it is over at once.
    package func transition(_ effect: any SymbolEffect, on sender: AnyObject, completion: UISymbolEffectCompletion?) {
        completion?(UISymbolEffectCompletionContext(isFinished: true, sender: sender, effect: effect))
    }
}

extension UIImageView {
    /// `addSymbolEffect(_:options:animated:completion:)` (iOS 17): a one-off effect plays and its
    /// completion is told at once (nothing is drawn); a lasting one stays on the view until
    /// removed. The options and `animated` are kept by nothing [?].
    public func addSymbolEffect(
        _ effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true, completion: UISymbolEffectCompletion? = nil
    ) {
        symbolEffects.add(effect, lasting: false, on: self, completion: completion)
    }
    public func addSymbolEffect(
        _ effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true, completion: UISymbolEffectCompletion? = nil
    ) {
        symbolEffects.add(effect, lasting: true, on: self, completion: completion)
    }
    /// An effect both one-off and lasting (`.bounce`, `.pulse`) lasts when its options repeat
    /// forever, else plays once (UIKit picks the overload by its options [?]).
    public func addSymbolEffect(
        _ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
        options: SymbolEffectOptions = .default, animated: Bool = true, completion: UISymbolEffectCompletion? = nil
    ) {
        symbolEffects.add(effect, lasting: options.repeatsForever, on: self, completion: completion)
    }
    /// `removeSymbolEffect(ofType:options:animated:completion:)` (iOS 17): ends the lasting
    /// effects of that effect's type.
    public func removeSymbolEffect(
        ofType effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true, completion: UISymbolEffectCompletion? = nil
    ) {
        symbolEffects.remove(effect, from: self, completion: completion)
    }
    public func removeSymbolEffect(
        ofType effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true, completion: UISymbolEffectCompletion? = nil
    ) {
        symbolEffects.remove(effect, from: self, completion: completion)
    }
    public func removeSymbolEffect(
        ofType effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
        options: SymbolEffectOptions = .default, animated: Bool = true, completion: UISymbolEffectCompletion? = nil
    ) {
        symbolEffects.remove(effect, from: self, completion: completion)
    }
    /// `removeAllSymbolEffects(options:animated:)` (iOS 17): ends every lasting effect.
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolEffects.remove(nil, from: self, completion: nil)
    }
    /// `setSymbolImage(_:contentTransition:options:completion:)` (iOS 17): the image changes at
    /// once and the transition is over (nothing is drawn).
    public func setSymbolImage(
        _ image: UIImage, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
        options: SymbolEffectOptions = .default, completion: UISymbolEffectCompletion? = nil
    ) {
        self.image = image
        symbolEffects.transition(contentTransition, on: self, completion: completion)
    }
}

extension UIBarButtonItem {
    /// `addSymbolEffect(_:options:animated:)` (iOS 17): as on an image view, without a handler.
    public func addSymbolEffect(
        _ effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true
    ) {
        symbolEffects.add(effect, lasting: false, on: self, completion: nil)
    }
    public func addSymbolEffect(
        _ effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true
    ) {
        symbolEffects.add(effect, lasting: true, on: self, completion: nil)
    }
    public func addSymbolEffect(
        _ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
        options: SymbolEffectOptions = .default, animated: Bool = true
    ) {
        symbolEffects.add(effect, lasting: options.repeatsForever, on: self, completion: nil)
    }
    /// `removeSymbolEffect(ofType:options:animated:)`, `removeAllSymbolEffects(options:animated:)`.
    public func removeSymbolEffect(
        ofType effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true
    ) {
        symbolEffects.remove(effect, from: self, completion: nil)
    }
    public func removeSymbolEffect(
        ofType effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true
    ) {
        symbolEffects.remove(effect, from: self, completion: nil)
    }
    public func removeSymbolEffect(
        ofType effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
        options: SymbolEffectOptions = .default, animated: Bool = true
    ) {
        symbolEffects.remove(effect, from: self, completion: nil)
    }
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolEffects.remove(nil, from: self, completion: nil)
    }
    /// `setSymbolImage(_:contentTransition:options:)` (iOS 17): the image changes at once.
    public func setSymbolImage(
        _ image: UIImage, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
        options: SymbolEffectOptions = .default
    ) {
        self.image = image
        symbolEffects.transition(contentTransition, on: self, completion: nil)
    }
}
