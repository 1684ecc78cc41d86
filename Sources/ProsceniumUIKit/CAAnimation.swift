import PresentationKit

/// `CAAnimationDelegate`: both methods optional, as in QuartzCore.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAAction`: what `CALayer.action(forKey:)` finds for a change and runs.
public protocol CAAction {
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

/// `CAAnimation`: Core Animation's timing (`CAMediaTiming`) and delegate. The model keeps a layer's
/// model values on screen and times the animation on the engine's clock (`CALayer.add`).
open class CAAnimation: NSObject, CAAction {
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

    public override init() { super.init() }

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
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// `CABasicAnimation`: from, to or by a value.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// `CASpringAnimation`: a basic animation timed by a spring; its `settlingDuration` is the
/// physical spring's own (`DampedSpring(mass:stiffness:damping:initialVelocity:)`).
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    open var settlingDuration: CFTimeInterval {
        DampedSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity).duration
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
}

/// `CAAnimationGroup`: animations run together over the group's duration.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

/// `CATransition`: a layer's transition (fade, push, move in, reveal).
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
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
