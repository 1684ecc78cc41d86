/// `CAAnimationDelegate`: both methods optional, as in QuartzCore (CAAnimation.h: an
/// `NSObjectProtocol`).
public protocol CAAnimationDelegate: NSObjectProtocol {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAAction`: what `CALayer.action(forKey:)` finds for a change and runs.
public protocol CAAction: AnyObject {
    /// `run(forKey:object:arguments:)`: the action's work for a change of `event` on `anObject`.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull`: the object standing for nil in collections; as a `CAAction`, no action (Apple's
/// `action(forKey:)` reference: "NSNull … explicitly forces no further search").
open class NSNull: NSObject, CAAction, @unchecked Sendable {
    public override init() { super.init() }
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// `CAFrameRateRange` (iOS 15): the frame rates an animation would like (CAFrameRateRange.h).
/// Kept; the model draws no frames, so no rate is used.
public struct CAFrameRateRange: Equatable, Sendable {
    /// `minimum`, `maximum`, `preferred`: frames per second.
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    /// `init(minimum:maximum:preferred:)`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    /// `default`: the system's own rate, every bound 0 (CAFrameRateRange.h's
    /// `CAFrameRateRangeDefault`) [?] (whether Swift reads its preferred rate as nil or 0).
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
    /// `isEqual(to:)`.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}

/// `CAAnimation`: Core Animation's timing (`CAMediaTiming`) and delegate. The model keeps a layer's
/// model values on screen and times the animation on the engine's clock (`CALayer.add`).
/// `NSSecureCoding` and `NSCopying` as CAAnimation.h declares: an animation encodes its
/// properties into a coder and is made again from one, and a copy is made that way, so it is of
/// the same class with the same settings (a subclass's own properties travel when it encodes
/// and decodes them, as on iOS).
open class CAAnimation: NSObject, NSSecureCoding, NSCopying, CAAction {
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var timeOffset: CFTimeInterval = 0
    open var speed: Float = 1
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    /// `delegate`: strong, as Core Animation's is (its header says the animation retains it).
    open var delegate: CAAnimationDelegate?
    /// `preferredFrameRateRange` (iOS 15): kept (the model draws no frames); `.default` at first.
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// `init()`: an animation with Core Animation's defaults.
    public override init() { super.init() }

    /// `init?(coder:)`: required, as `NSSecureCoding` makes it; reads back what `encode(with:)`
    /// wrote, leaving a default for a key the coder lacks.
    public required init?(coder: NSCoder) {
        super.init()
        if let v = coder.decodeObject(forKey: "duration") as? CFTimeInterval { duration = v }
        if let v = coder.decodeObject(forKey: "beginTime") as? CFTimeInterval { beginTime = v }
        if let v = coder.decodeObject(forKey: "timeOffset") as? CFTimeInterval { timeOffset = v }
        if let v = coder.decodeObject(forKey: "speed") as? Float { speed = v }
        if let v = coder.decodeObject(forKey: "repeatCount") as? Float { repeatCount = v }
        if let v = coder.decodeObject(forKey: "repeatDuration") as? CFTimeInterval { repeatDuration = v }
        if let v = coder.decodeObject(forKey: "autoreverses") as? Bool { autoreverses = v }
        if let v = coder.decodeObject(forKey: "fillMode") as? String { fillMode = CAMediaTimingFillMode(rawValue: v) }
        timingFunction = coder.decodeObject(forKey: "timingFunction") as? CAMediaTimingFunction
        if let v = coder.decodeObject(forKey: "removedOnCompletion") as? Bool { isRemovedOnCompletion = v }
        delegate = coder.decodeObject(forKey: "delegate") as? CAAnimationDelegate
        if let v = coder.decodeObject(forKey: "preferredFrameRateRange") as? CAFrameRateRange {
            preferredFrameRateRange = v
        }
    }

    /// `encode(with:)` (`NSCoding`): the timing, the timing function, the delegate.
    open func encode(with coder: NSCoder) {
        coder.encode(duration, forKey: "duration")
        coder.encode(beginTime, forKey: "beginTime")
        coder.encode(timeOffset, forKey: "timeOffset")
        coder.encode(speed, forKey: "speed")
        coder.encode(repeatCount, forKey: "repeatCount")
        coder.encode(repeatDuration, forKey: "repeatDuration")
        coder.encode(autoreverses, forKey: "autoreverses")
        coder.encode(fillMode.rawValue, forKey: "fillMode")
        coder.encode(timingFunction, forKey: "timingFunction")
        coder.encode(isRemovedOnCompletion, forKey: "removedOnCompletion")
        coder.encode(delegate, forKey: "delegate")
        coder.encode(preferredFrameRateRange, forKey: "preferredFrameRateRange")
    }

    /// `supportsSecureCoding` (`NSSecureCoding`): true, as Core Animation's classes answer.
    open class var supportsSecureCoding: Bool { true }

    /// `copy(with:)` (`NSCopying`): an animation of the same class made from what this one
    /// encodes (the copy is not running; Apple's `CALayer.add(_:forKey:)` copies an animation so).
    open func copy(with zone: NSZone? = nil) -> Any {
        let coder = NSCoder()
        encode(with: coder)
        return type(of: self).init(coder: coder) ?? self
    }

    /// `run(forKey:object:arguments:)` (`CAAction`): adds the animation to the layer for that key
    /// (Apple's `CAAction` reference: an animation "adds itself to the layer").
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// `defaultValue(forKey:)`: what an unset key reads; nil.
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// `shouldArchiveValue(forKey:)`: true, as Core Animation's default.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    private var runningKey: String?
    private weak var runningLayerView: View?

    /// How long it runs, as Core Animation times it: 0.25 s when no duration is set (Apple's
    /// `CAMediaTiming.duration`: "defaults to 0 … an animation uses 0.25 s"), times its repeats
    /// and autoreverse, over its speed.
    var activeDuration: CFTimeInterval {
        let one = duration > 0 ? duration : 0.25
        let repeats = repeatDuration > 0 ? repeatDuration / one : Double(max(repeatCount, 1))
        let total = one * (repeats.isFinite ? repeats : 1) * (autoreverses ? 2 : 1)
        return speed > 0 ? total / Double(speed) : total
    }

    func start(on layer: CALayer, key: String) {
        runningKey = key
        runningLayerView = layer.view
        delegate?.animationDidStart(self)
        guard let engine = Engine.running else { return }
        engine.sendLater(to: self, after: activeDuration + max(0, beginTime - engine.now)) { [weak self] in
            guard let self, self.runningKey == key else { return }
            self.runningKey = nil
            if let view = self.runningLayerView { view.layer.animationFinished(forKey: key, self) }
            self.delegate?.animationDidStop(self, finished: true)
        }
    }

    func stop(finished: Bool) {
        guard runningKey != nil else { return }
        runningKey = nil
        Engine.running?.cancelMessages(to: self)
        delegate?.animationDidStop(self, finished: finished)
    }
}

/// `CAPropertyAnimation`: an animation of one key path.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    /// `valueFunction`: kept; the model interpolates no layer values, so it is not applied.
    open var valueFunction: CAValueFunction?
    /// `init(keyPath:)`: an animation of that key path.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
    /// `init()`.
    public override init() { super.init() }
    /// `init?(coder:)`: the key path and its flags, then `CAAnimation`'s.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        keyPath = coder.decodeObject(forKey: "keyPath") as? String
        isAdditive = coder.decodeBool(forKey: "additive")
        isCumulative = coder.decodeBool(forKey: "cumulative")
        valueFunction = coder.decodeObject(forKey: "valueFunction") as? CAValueFunction
    }
    /// `encode(with:)`.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(keyPath, forKey: "keyPath")
        coder.encode(isAdditive, forKey: "additive")
        coder.encode(isCumulative, forKey: "cumulative")
        coder.encode(valueFunction, forKey: "valueFunction")
    }
}

/// `CAValueFunctionName`: the functions a `CAValueFunction` names (CAValueFunction.h).
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateX = Self(rawValue: "rotateX")
    public static let rotateY = Self(rawValue: "rotateY")
    public static let rotateZ = Self(rawValue: "rotateZ")
    public static let scale = Self(rawValue: "scale")
    public static let scaleX = Self(rawValue: "scaleX")
    public static let scaleY = Self(rawValue: "scaleY")
    public static let scaleZ = Self(rawValue: "scaleZ")
    public static let translate = Self(rawValue: "translate")
    public static let translateX = Self(rawValue: "translateX")
    public static let translateY = Self(rawValue: "translateY")
    public static let translateZ = Self(rawValue: "translateZ")
}

/// `CAValueFunction`: a named function from an animated number to a transform (CAValueFunction.h).
/// Kept by name; the model interpolates no layer values, so it is never applied.
open class CAValueFunction: NSObject {
    /// `name`.
    public let name: CAValueFunctionName
    /// `init?(name:)`.
    public init?(name: CAValueFunctionName) {
        self.name = name
        super.init()
    }
}

/// `CABasicAnimation`: from, to or by a value.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
    /// `init()`.
    public override init() { super.init() }
    /// `init?(coder:)`: the three values, then the property animation's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        fromValue = coder.decodeObject(forKey: "fromValue")
        toValue = coder.decodeObject(forKey: "toValue")
        byValue = coder.decodeObject(forKey: "byValue")
    }
    /// `encode(with:)`.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(fromValue, forKey: "fromValue")
        coder.encode(toValue, forKey: "toValue")
        coder.encode(byValue, forKey: "byValue")
    }
}

/// `CASpringAnimation`: a basic animation timed by a spring; its `settlingDuration` is the
/// physical spring's own (`DampedSpring(mass:stiffness:damping:initialVelocity:)`).
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// `allowsOverdamping` (iOS 17): kept; false at first (CAAnimation.h). [?] The model's
    /// `settlingDuration` reads the spring as given either way.
    open var allowsOverdamping = false
    open var settlingDuration: CFTimeInterval {
        DampedSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity).duration
    }

    /// `init()`: Core Animation's spring (mass 1, stiffness 100, damping 10).
    public override init() { super.init() }

    /// `init(perceptualDuration:bounce:)` (iOS 17): the spring of that pace and bounce, as WWDC23's
    /// "Animate with springs" converts them with a mass of 1: stiffness (2π / duration)², damping
    /// 4π ζ / duration, where the damping ratio ζ is 1 − bounce for a bounce of 0 or more and
    /// 1 / (1 + bounce) below 0. [?] (Core Animation's own conversion is not published.)
    public init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        super.init()
        let pace = perceptualDuration > 0 ? perceptualDuration : 0.5
        let ratio = bounce >= 0 ? 1 - bounce : 1 / max(1 + bounce, 1e-6)
        mass = 1
        stiffness = (2 * .pi / pace) * (2 * .pi / pace)
        damping = 4 * .pi * ratio / pace
    }

    /// `init?(coder:)`: the spring, then the basic animation's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let v = coder.decodeObject(forKey: "mass") as? CGFloat { mass = v }
        if let v = coder.decodeObject(forKey: "stiffness") as? CGFloat { stiffness = v }
        if let v = coder.decodeObject(forKey: "damping") as? CGFloat { damping = v }
        if let v = coder.decodeObject(forKey: "initialVelocity") as? CGFloat { initialVelocity = v }
        allowsOverdamping = coder.decodeBool(forKey: "allowsOverdamping")
    }
    /// `encode(with:)`.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(mass, forKey: "mass")
        coder.encode(stiffness, forKey: "stiffness")
        coder.encode(damping, forKey: "damping")
        coder.encode(initialVelocity, forKey: "initialVelocity")
        coder.encode(allowsOverdamping, forKey: "allowsOverdamping")
    }

    /// `perceptualDuration` (iOS 17): the spring's pace, 2π √(mass / stiffness), the inverse of
    /// `init(perceptualDuration:bounce:)`'s conversion [?].
    open var perceptualDuration: CFTimeInterval {
        guard stiffness > 0, mass > 0 else { return 0 }
        return 2 * .pi * (mass / stiffness).squareRoot()
    }
    /// `bounce` (iOS 17): from the damping ratio ζ = damping / (2 √(stiffness × mass)), the
    /// inverse of `init(perceptualDuration:bounce:)`'s conversion: 1 − ζ up to critical damping,
    /// 1 / ζ − 1 beyond [?].
    open var bounce: CGFloat {
        guard stiffness > 0, mass > 0 else { return 0 }
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}

/// `CAKeyframeAnimation`: values at key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// `path`, `rotationMode`, `tensionValues`, `continuityValues`, `biasValues`: kept, not
    /// used by the model. [?]
    open var path: CGPath?
    open var rotationMode: CAAnimationRotationMode?
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    /// `init()`.
    public override init() { super.init() }
    /// `init?(coder:)`: the keyframes, then the property animation's.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        values = coder.decodeObject(forKey: "values") as? [Any]
        keyTimes = coder.decodeObject(forKey: "keyTimes") as? [NSNumber]
        timingFunctions = coder.decodeObject(forKey: "timingFunctions") as? [CAMediaTimingFunction]
        if let v = coder.decodeObject(forKey: "calculationMode") as? String {
            calculationMode = CAAnimationCalculationMode(rawValue: v)
        }
        path = coder.decodeObject(forKey: "path") as? CGPath
        rotationMode = coder.decodeObject(forKey: "rotationMode") as? CAAnimationRotationMode
        tensionValues = coder.decodeObject(forKey: "tensionValues") as? [NSNumber]
        continuityValues = coder.decodeObject(forKey: "continuityValues") as? [NSNumber]
        biasValues = coder.decodeObject(forKey: "biasValues") as? [NSNumber]
    }
    /// `encode(with:)`.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(values, forKey: "values")
        coder.encode(keyTimes, forKey: "keyTimes")
        coder.encode(timingFunctions, forKey: "timingFunctions")
        coder.encode(calculationMode.rawValue, forKey: "calculationMode")
        coder.encode(path, forKey: "path")
        coder.encode(rotationMode, forKey: "rotationMode")
        coder.encode(tensionValues, forKey: "tensionValues")
        coder.encode(continuityValues, forKey: "continuityValues")
        coder.encode(biasValues, forKey: "biasValues")
    }
}

/// `CAAnimationGroup`: animations run together over the group's duration.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
    /// `init()`.
    public override init() { super.init() }
    /// `init?(coder:)`: the animations, then `CAAnimation`'s.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        animations = coder.decodeObject(forKey: "animations") as? [CAAnimation]
    }
    /// `encode(with:)`.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(animations, forKey: "animations")
    }
}

/// `CATransition`: a layer's transition (fade, push, move in, reveal).
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// `init()`.
    public override init() { super.init() }
    /// `init?(coder:)`: the transition, then `CAAnimation`'s.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let v = coder.decodeObject(forKey: "type") as? String { type = CATransitionType(rawValue: v) }
        subtype = (coder.decodeObject(forKey: "subtype") as? String).map(CATransitionSubtype.init(rawValue:))
        if let v = coder.decodeObject(forKey: "startProgress") as? Float { startProgress = v }
        if let v = coder.decodeObject(forKey: "endProgress") as? Float { endProgress = v }
    }
    /// `encode(with:)`.
    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(type.rawValue, forKey: "type")
        coder.encode(subtype?.rawValue, forKey: "subtype")
        coder.encode(startProgress, forKey: "startProgress")
        coder.encode(endProgress, forKey: "endProgress")
    }
}

/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = Self(rawValue: "linear")
    public static let discrete = Self(rawValue: "discrete")
    public static let paced = Self(rawValue: "paced")
    public static let cubic = Self(rawValue: "cubic")
    public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = Self(rawValue: "fade")
    public static let moveIn = Self(rawValue: "moveIn")
    public static let push = Self(rawValue: "push")
    public static let reveal = Self(rawValue: "reveal")
}

/// `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = Self(rawValue: "fromRight")
    public static let fromLeft = Self(rawValue: "fromLeft")
    public static let fromTop = Self(rawValue: "fromTop")
    public static let fromBottom = Self(rawValue: "fromBottom")
}
