import struct FoundationEssentials.Date

/// A rectangle on screen, as `UIView`: position (`center`, `bounds`, derived `frame`), `alpha`,
/// `transform`, colour, corner radius, autoresizing, hierarchy and gesture recognisers. Changes made
/// inside `View.animate` are recorded as animations; outside, they apply at once.
/// `name` is the stable role name used by drawings, `expect` lines and JSON.
open class View: Responder {
    package var name: String?
    /// Text the view shows (a label's content), drawn inside its box.
    package var text: String?
    open var backgroundColor: Color? {
        get { layerBackgroundColor }
        set {
            layerBackgroundColor = newValue
            appearanceSet("backgroundColor", \View.backgroundColor)
        }
    }
    /// The colour itself, which `backgroundColor` reads and writes and `CALayer.backgroundColor`
    /// sets without going through the view's property: on iOS the view's colour is its layer's,
    /// and setting the layer's never calls the view's setter, so a view that overrides
    /// `backgroundColor` to copy it to `layer.backgroundColor` (a common `didSet`) runs it once.
    package final var layerBackgroundColor: Color?
    /// `layer.cornerRadius`.
    package var cornerRadius: Double = 0
    open var autoresizingMask: AutoresizingMask = []
    open var isHidden = false
    /// The recognisers attached to this view, in the order they were added.
    package internal(set) var recognizers: [GestureRecognizer] = []
    /// `gestureRecognizers`: optional, as UIKit declares it, and nil while there are none [?]
    /// (Apple's reference gives no default; a device's fresh view answers nil). Setting it
    /// replaces the recognisers, each then attached to this view.
    open var gestureRecognizers: [GestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            for r in recognizers { r.view = nil }
            recognizers = []
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    open internal(set) weak var superview: View?
    open internal(set) var subviews: [View] = []

    /// `translatesAutoresizingMaskIntoConstraints`: true for a view made in code, as on iOS; a
    /// view that sets it false gets its frame from its constraints at each layout (`ConstraintSolver`)
    /// and no longer follows its autoresizing mask.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// `constraints`: the constraints this view holds (activated ones are held by the closest
    /// common ancestor of their items, as UIKit holds them).
    open internal(set) var constraints: [LayoutConstraint] = []
    /// `safeAreaLayoutGuide`: the view's bounds less its safe-area insets, for constraints.
    open private(set) lazy var safeAreaLayoutGuide = LayoutGuide(safeAreaOf: self)
    /// `layoutMarginsGuide`: the view's bounds less its `layoutMargins`, for constraints.
    open private(set) lazy var layoutMarginsGuide = LayoutGuide(marginsOf: self)
    /// `point(inside:with:)`: whether `point` (in this view's coordinates) is inside its bounds.
    /// Open, as UIKit's is: a view that lets touches through overrides it.
    open func point(inside point: Point, with event: Event?) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < bounds.width && point.y < bounds.height
    }
    /// `keyboardLayoutGuide` (iOS 15): where the keyboard rests, off screen here (`LayoutGuide`).
    open private(set) lazy var keyboardLayoutGuide = KeyboardLayoutGuide(keyboardOf: self)
    /// `clipsToBounds`: the view's side of its layer's `masksToBounds` (Apple: "Setting this value
    /// to true causes subviews to be clipped to the bounds of the receiver"; the two are one
    /// flag). Stored, not drawn. Declared here, not beside `layer`, so a subclass can override it.
    open var clipsToBounds: Bool {
        get { layerStyle.masksToBounds }
        set { layerStyle.masksToBounds = newValue }
    }
    /// The margins the app set (`layoutMargins = …`); nil keeps UIKit's default.
    var customLayoutMargins: EdgeInsets?
    /// `insetsLayoutMarginsFromSafeArea`: the margins are measured from the safe area (default true).
    open var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins`: kept; [?] the model does not cascade a superview's margins.
    open var preservesSuperviewLayoutMargins = false
    /// The controller whose root view this is, which sets its minimum margins.
    package weak var rootViewOf: ViewController?
    /// The controller whose layout hooks are running around this view's layout (`layOutTopDown`).
    package weak var controllerLayingOut: ViewController?
    /// The layer's drawing properties the engine keeps but does not lay out (`CALayer`'s
    /// shadow, masking and corner mask).
    package var layerStyle = LayerStyle()
    /// Whether this is a class's `appearance()` proxy, which records what is set on it.
    package var isAppearanceProxy = false
    /// A proxy's settings, in the order they were first made, each applied to a view as it enters
    /// a window; a view's own: the keys set on it directly, which the proxies' settings leave alone.
    package var appearanceSettings: [(key: String, apply: (View) -> Void)] = []
    package var appearanceSetDirectly: Set<String> = []
    /// Whether the proxies' settings have been applied since it last entered a window, and
    /// whether they are being applied now (so the setters do not count as set directly).
    package var appearanceApplied = false
    package var applyingAppearance = false
    /// What the UIKit-spelled layer keeps for a view and the engine never reads (`tag`,
    /// `tintColor`, a layer's mask), so that layer needs no table of its own.
    package var uikitExtras: [String: Any] = [:]

    // Model values: what the property reads back as soon as it is set.
    var modelCenter = Point.zero
    var modelSize = Size.zero
    var modelAlpha = 1.0
    var modelTransform = AffineTransform.identity
    /// Animations changing this view that have not finished, oldest first.
    var activeAnimations: [Animation] = []

    /// `init(frame:)`, UIKit's designated initialiser: a subclass overrides it (`override
    /// init(frame: CGRect)`) and then inherits `init()` as on iOS.
    public init(frame: Rect) {
        modelCenter = frame.center
        modelSize = frame.size
        super.init()
    }

    /// `init()` (NSObject's, as UIKit views inherit it): a view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// What `appearance()` makes a class's proxy with (View+AppearanceProxy.swift): the class's
    /// `init(frame:)` with a zero frame, so an app's override runs. Not UIKit API: UIKit's proxy is
    /// an object of its own that records messages, which Swift cannot be for an app's class; Swift
    /// makes an instance from a class value only through a `required` initialiser. A required
    /// convenience initialiser is inherited by every subclass that overrides `init(frame:)` (and
    /// `init?(coder:)`, which is required); `load` writes it into a view class of the app's that
    /// declares other initialisers only (docs/load-design.md), as it does `CALayer`'s `init(backing:)`.
    public required convenience init(appearanceProxy: Void) {
        self.init(frame: .zero)
    }

    /// `layerClass`: the class of the view's layer, `CALayer` unless a subclass says otherwise
    /// (`CAGradientLayer.self`); UIKit makes the layer from it (`UIView.layer`).
    open class var layerClass: AnyClass { CALayer.self }

    // MARK: Layer (UIView.h)

    /// The layer `layer` made, kept so it is the same object at each read.
    private var madeLayer: CALayer?

    /// `layer`: the view's layer properties (`CALayer`), of the class's `layerClass` (a
    /// `CAGradientLayer`, an app's own subclass). Made on first read and kept, so it is the same
    /// object each time. Open, as UIView.h declares it.
    open var layer: CALayer {
        if let madeLayer { return madeLayer }
        let kind = type(of: self).layerClass as? CALayer.Type ?? CALayer.self
        let made: CALayer
        if kind == CALayer.self {
            made = CALayer(view: self)
        } else {
            made = kind.init(backing: self)
            made.back(self)
        }
        madeLayer = made
        return made
    }

    // MARK: Transform in three dimensions (UIView.h, iOS 13)

    /// The last value given to `transform3D` (or the layer's `transform`) when it had depth or
    /// perspective; nil when it was affine.
    private var depthTransform: CATransform3D?

    /// `transform3D` (iOS 13): the view's transform in three dimensions, the same transform as
    /// `transform` and `layer.transform` (Apple's `transform3D` reference). The model draws in
    /// two dimensions: setting it sets `transform` to its affine part (what an orthographic
    /// projection shows); a value with depth or perspective is kept, read back while `transform`
    /// is still its affine part, and said once not to be drawn.
    open var transform3D: CATransform3D {
        get {
            if let depthTransform, CATransform3DGetAffineTransform(depthTransform) == transform {
                return depthTransform
            }
            return CATransform3DMakeAffineTransform(transform)
        }
        set { setTransform3D(newValue, member: "UIView.transform3D") }
    }

    /// Sets the transform from a three-dimensional one (`transform3D`, `CALayer.transform`).
    func setTransform3D(_ value: CATransform3D, member: String) {
        if CATransform3DIsAffine(value) {
            depthTransform = nil
        } else {
            Engine.running?.noteOnce("\(member): kept; only its affine part is drawn")
            depthTransform = value
        }
        transform = CATransform3DGetAffineTransform(value)
    }

    // MARK: Motion effects (UIView.h, iOS 7)

    /// `motionEffects`, `addMotionEffect(_:)`, `removeMotionEffect(_:)`: kept with the view, never
    /// applied (the model's device does not tilt) [?].
    open var motionEffects: [UIMotionEffect] = []
    open func addMotionEffect(_ effect: UIMotionEffect) {
        Engine.running?.noteOnce("UIMotionEffect: kept; the model's device does not tilt, so none is applied")
        if !motionEffects.contains(where: { $0 === effect }) { motionEffects.append(effect) }
    }
    open func removeMotionEffect(_ effect: UIMotionEffect) {
        motionEffects.removeAll { $0 === effect }
    }

    // MARK: Large content image (UILargeContentViewer.h, iOS 13)

    /// `largeContentImage`: kept, as the other large content viewer settings (`largeContentTitle`);
    /// the viewer shows only under accessibility text sizes, which the model's device does not use.
    open var largeContentImage: UIImage?

    /// `init?(coder:)`: required, as on iOS, so a subclass with an initialiser of its own writes
    /// the `required init?(coder:)` Xcode asks for. Nothing is decoded here (no nibs): it fails.
    public required init?(coder: Coder) {
        return nil
    }

    /// `next` (`UIResponder`'s): the controller whose root view this is, else the superview.
    open override var next: Responder? { rootViewOf ?? superview }

    /// The callbacks UIKit lets a view override, so an app's overrides compile. The model calls
    /// none of them (it has no safe-area or hierarchy notifications, and draws no content) [?].
    open func safeAreaInsetsDidChange() {}
    open func layoutMarginsDidChange() {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func willMove(toSuperview newSuperview: View?) {}
    open func willMove(toWindow newWindow: Window?) {}
    open func tintColorDidChange() {}
    open func draw(_ rect: Rect) {}
    open func accessibilityActivate() -> Bool { false }

    /// A view with a name the drawings and `expect` use (`View(name: "dimming")`).
    package convenience init(name: String? = nil, frame: Rect = .zero) {
        self.init(frame: frame)
        self.name = name
    }

    // MARK: Geometry

    open var center: Point {
        get { modelCenter }
        set { set(.center, .point(newValue)) }
    }

    /// Bounds always have a zero origin here: no view in a presentation scrolls.
    open var bounds: Rect {
        get { Rect(origin: .zero, size: modelSize) }
        set { set(.bounds, .size(newValue.size)) }
    }

    open var alpha: Double {
        get { modelAlpha }
        set { set(.alpha, .scalar(newValue)) }
    }

    open var transform: AffineTransform {
        get { modelTransform }
        set { set(.transform, .transform(newValue)) }
    }

    /// The bounding box of the transformed bounds around `center`, in the superview's coordinates.
    open var frame: Rect {
        get { Self.frame(center: modelCenter, size: modelSize, transform: modelTransform) }
        set {
            set(.center, .point(newValue.center))
            set(.bounds, .size(newValue.size))
        }
    }

    static func frame(center: Point, size: Size, transform: AffineTransform) -> Rect {
        if transform.isIdentity {
            return Rect(
                x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        let hw = size.width / 2
        let hh = size.height / 2
        let corners = [Point(x: -hw, y: -hh), Point(x: hw, y: -hh), Point(x: -hw, y: hh), Point(x: hw, y: hh)]
            .map { transform.apply(to: $0) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let minY = ys.min()!
        return Rect(x: center.x + minX, y: center.y + minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    // MARK: Hierarchy

    open func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        view.enteredHierarchy()
    }

    /// `insertSubview(_:at:)`: index 0 is at the back.
    open func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.enteredHierarchy()
    }

    open func insertSubview(_ view: View, belowSubview sibling: View) {
        view.removeFromSuperview()
        let i = subviews.firstIndex { $0 === sibling } ?? 0
        subviews.insert(view, at: i)
        view.superview = self
        view.enteredHierarchy()
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        leavingHierarchy()
        dropConstraintsOutside(from: parent)
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view = self
        recognizers.append(recognizer)
    }

    /// `removeGestureRecognizer(_:)`: the recogniser no longer sees touches on this view.
    open func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let i = recognizers.firstIndex(where: { $0 === recognizer }) else { return }
        recognizers.remove(at: i)
        recognizer.view = nil
    }

    open func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The window this view is in, if it is on screen.
    open var window: Window? {
        var v: View? = self
        while let current = v {
            if let w = current as? Window { return w }
            v = current.superview
        }
        return nil
    }

    /// The frame converted to window coordinates (model values).
    package var frameInWindow: Rect {
        var r = frame
        var parent = superview
        while let p = parent, !(p is Window) {
            r = r.offsetBy(dx: p.frame.minX, dy: p.frame.minY)
            parent = p.superview
        }
        return r
    }

    /// `safeAreaInsets`: the part of the window's safe-area insets that overlaps this view.
    open var safeAreaInsets: EdgeInsets {
        guard let w = window else { return .zero }
        let wi = w.windowSafeAreaInsets
        let f = self === w ? w.bounds : frameInWindow
        let ws = w.bounds.size
        return EdgeInsets(
            top: max(0, min(f.height, wi.top - f.minY)),
            left: max(0, min(f.width, wi.left - f.minX)),
            bottom: max(0, min(f.height, f.maxY - (ws.height - wi.bottom))),
            right: max(0, min(f.width, f.maxX - (ws.width - wi.right))))
    }

    /// `layoutMargins`: the default spacing between this view's edges and its content, as the
    /// margins guide and the `|-[v]-|` of a visual format read it.
    ///
    /// [D] Apple ("directionalLayoutMargins"): "For most views, the default layout margins are 8
    /// points on each side"; "for the root view of a view controller, the default value of this
    /// property reflects the system minimum margins and safe area insets"
    /// (`systemMinimumLayoutMargins`, kept as a floor while `viewRespectsSystemMinimumLayoutMargins`).
    /// ("insetsLayoutMarginsFromSafeArea"): "any margins that are outside the safe area are
    /// automatically modified to fall within the safe area boundary".
    /// [?] How they fall within it: the model adds the safe-area inset to the margin on each edge,
    /// so a margin keeps its size measured from the safe area.
    open var layoutMargins: EdgeInsets {
        get {
            var m =
                customLayoutMargins
                ?? (rootViewOf == nil ? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) : EdgeInsets())
            if let vc = rootViewOf, vc.viewRespectsSystemMinimumLayoutMargins {
                let floor = vc.minimumRootViewMargins
                m = EdgeInsets(
                    top: max(m.top, floor.top), left: max(m.left, floor.left), bottom: max(m.bottom, floor.bottom),
                    right: max(m.right, floor.right))
            }
            guard insetsLayoutMarginsFromSafeArea else { return m }
            let safe = safeAreaInsets
            return EdgeInsets(
                top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom,
                right: m.right + safe.right)
        }
        set {
            // What reads back includes the safe area; what is kept is the margin itself.
            customLayoutMargins = newValue
        }
    }

    /// Resizes subviews after this view's size changed from `old`, following their autoresizing masks.
    func autoresizeSubviews(from old: Size) {
        let dw = modelSize.width - old.width
        let dh = modelSize.height - old.height
        guard autoresizesSubviews, dw != 0 || dh != 0 else { return }
        // A constrained view's mask is not translated into constraints: it does not autoresize.
        for sub in subviews where !sub.autoresizingMask.isEmpty && sub.translatesAutoresizingMaskIntoConstraints {
            var f = sub.frame
            let m = sub.autoresizingMask
            func share(_ flexA: Bool, _ flexB: Bool, _ flexC: Bool) -> (Double, Double, Double) {
                let n = Double([flexA, flexB, flexC].filter { $0 }.count)
                guard n > 0 else { return (0, 0, 0) }
                return (flexA ? 1 / n : 0, flexB ? 1 / n : 0, flexC ? 1 / n : 0)
            }
            let (l, w, _) = share(
                m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
            let (t, h, _) = share(
                m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
            f.origin.x += dw * l
            f.size.width += dw * w
            f.origin.y += dh * t
            f.size.height += dh * h
            // Setting the frame resizes the subview's own subviews in turn.
            sub.frame = f
        }
    }

    // MARK: Auto Layout

    /// `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric = -1.0

    /// `intrinsicContentSize`: none by default (`noIntrinsicMetric` on both axes), as for a plain
    /// `UIView`; a label answers the size of its text.
    open var intrinsicContentSize: Size { Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// The intrinsic size once the layout has fixed the width: what a wrapping label is asked for
    /// its height, as UIKit lays out a multi-line label at the width its constraints give it
    /// (Apple's `preferredMaxLayoutWidth` reference). The default ignores the width.
    open func intrinsicContentSize(forLayoutWidth width: Double) -> Size { intrinsicContentSize }

    /// `sizeThatFits(_:)`: the view's current size by default (Apple: "the default implementation
    /// of this method returns the existing size of the view").
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// `invalidateIntrinsicContentSize()`: sizes are read afresh at each layout, so there is
    /// nothing to mark.
    open func invalidateIntrinsicContentSize() {}

    /// `UIView.traitCollection`: its window's (the iPhone portrait traits before it is in one, as
    /// a controller's fall back).
    open var traitCollection: TraitCollection {
        window?.traitCollection ?? TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    }

    /// `accessibilityPerformEscape()`: VoiceOver's two-finger scrub, overridable; no assistive
    /// technology runs in the model, so the engine does not call it. UIKit's default handles
    /// nothing (false).
    open func accessibilityPerformEscape() -> Bool { false }

    /// Content hugging and compression resistance priorities by axis, as set; kept, not solved
    /// (the solver sizes a view by its intrinsic size at required priority) [?].
    private var huggingPriorities: [LayoutAxis: LayoutPriority] = [:]
    private var resistancePriorities: [LayoutAxis: LayoutPriority] = [:]

    /// `contentHuggingPriority(for:)`: 250 unless set (UIKit's default for a view made in code).
    open func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        huggingPriorities[axis] ?? .defaultLow
    }
    /// `setContentHuggingPriority(_:for:)`.
    open func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        huggingPriorities[axis] = priority
    }
    /// `contentCompressionResistancePriority(for:)`: 750 unless set.
    open func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        resistancePriorities[axis] ?? .defaultHigh
    }
    /// `setContentCompressionResistancePriority(_:for:)`.
    open func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        resistancePriorities[axis] = priority
    }

    /// `traitCollectionDidChange(_:)`: overridable as on iOS, for a view that restyles itself (its
    /// font, say) when its traits change. The model's views keep one set of traits while loaded
    /// code runs, so the engine does not call it, as it does not call a controller's [?].
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// `layoutSubviews()`: the default lays the subtree out by its constraints (Apple: "the default
    /// implementation uses any constraints you have set to determine the size and position of any
    /// subviews"). The engine calls it, top down, in each layout pass of the container and at
    /// `layoutIfNeeded()`, so an override runs where UIKit would run it; an override that sets
    /// frames inside a rotation animates with it.
    open func layoutSubviews() {
        ConstraintSolver.layOut(self, note: Self.noteToRunningEngine)
    }

    // MARK: Animation

    /// Sets a property: recorded as an animation inside an animation block, applied at once outside.
    func set(_ property: AnimatableProperty, _ value: AnimatableValue) {
        if let scope = AnimationScope.current {
            let from = presentationValue(property, at: scope.now)
            if from != value {
                let animation = Animation(view: self, property: property, from: from, to: value, group: scope.group)
                scope.group.animations.append(animation)
                activeAnimations.append(animation)
            }
        }
        let oldSize = modelSize
        switch (property, value) {
        case (.center, .point(let p)): modelCenter = p
        case (.bounds, .size(let s)): modelSize = s
        case (.alpha, .scalar(let a)): modelAlpha = a
        case (.transform, .transform(let t)): modelTransform = t
        default: break
        }
        if property == .bounds { autoresizeSubviews(from: oldSize) }
    }

    func modelValue(_ property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .center: return .point(modelCenter)
        case .bounds: return .size(modelSize)
        case .alpha: return .scalar(modelAlpha)
        case .transform: return .transform(modelTransform)
        }
    }

    /// What is on screen at virtual time `t`: the newest running animation of the property, or the model value.
    package func presentationValue(_ property: AnimatableProperty, at t: Double) -> AnimatableValue {
        for animation in activeAnimations.reversed() where animation.property == property {
            return animation.value(at: t)
        }
        return modelValue(property)
    }

    package func presentationFrame(at t: Double) -> Rect {
        guard case .point(let c) = presentationValue(.center, at: t),
            case .size(let s) = presentationValue(.bounds, at: t),
            case .transform(let tr) = presentationValue(.transform, at: t)
        else { return frame }
        return Self.frame(center: c, size: s, transform: tr)
    }

    package func presentationAlpha(at t: Double) -> Double {
        if case .scalar(let a) = presentationValue(.alpha, at: t) { return a }
        return modelAlpha
    }

    package func presentationTransform(at t: Double) -> AffineTransform {
        if case .transform(let tr) = presentationValue(.transform, at: t) { return tr }
        return modelTransform
    }

    /// Whether an animation of the view is under way (not `isAnimating`: that is UIKit's
    /// spinner's and image view's member, not a view's).
    package var hasActiveAnimations: Bool { !activeAnimations.isEmpty }

    // UIKit's animation class methods are `open class func` (Objective-C class methods), each form
    // declared on its own as the SDK imports them, with the defaults the importer gives an option
    // set (`[]`) and a trailing optional completion (`nil`).

    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    open class func animate(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        perform(duration: duration, delay: delay, curve: options.curve, animations: animations, completion: completion)
    }

    /// `UIView.animate(withDuration:animations:completion:)`: no delay, the default curve.
    open class func animate(
        withDuration duration: Double, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        perform(duration: duration, delay: 0, curve: .easeInOut, animations: animations, completion: completion)
    }

    /// `UIView.animate(withDuration:animations:)`.
    open class func animate(withDuration duration: Double, animations: @escaping () -> Void) {
        perform(duration: duration, delay: 0, curve: .easeInOut, animations: animations, completion: nil)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    open class func animate(
        withDuration duration: Double, delay: Double,
        usingSpringWithDamping damping: Double, initialSpringVelocity velocity: Double,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        perform(
            duration: duration, delay: delay,
            curve: .spring(duration: duration, damping: damping, initialVelocity: velocity),
            animations: animations, completion: completion)
    }

    /// Runs `animations` with an explicit curve; the engine decides the clock (a paused
    /// interactive transition, or now) and when the completion runs.
    public static func perform(
        duration: Double, delay: Double = 0, curve: TimingCurve, label: String? = nil,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        perform(
            duration: duration, delay: delay, curve: curve, label: label, animations: animations,
            completing: completion.map { WorldBlock(opaque: $0) })
    }

    /// `perform` with a completion a copy of the world can carry (`WorldBlock`): what the
    /// playground's own animators use, so that a world waiting on an interactive gesture copies.
    package static func perform(
        duration: Double, delay: Double = 0, curve: TimingCurve, label: String? = nil,
        animations: () -> Void, completing completion: WorldBlock<Bool>?
    ) {
        guard let engine = Engine.current else {
            // Outside any engine (plain unit code): nothing animates, as with animations disabled.
            animations()
            completion?(true)
            return
        }
        // Animations disabled: the block still runs and its changes show at once, and the
        // completion still comes (Apple's `setAnimationsEnabled(_:)`: "code inside subsequent
        // animation blocks is still executed but no animations actually occur").
        let enabled = engine.animationsEnabled
        engine.runAnimation(
            duration: enabled ? duration : 0, delay: enabled ? delay : 0, curve: curve, label: label,
            animations: animations, completion: completion)
    }

    /// `setAnimationsEnabled(_:)`, `areAnimationsEnabled`: whether animation blocks animate, for
    /// the running engine (true outside one).
    open class func setAnimationsEnabled(_ enabled: Bool) { Engine.current?.animationsEnabled = enabled }
    open class var areAnimationsEnabled: Bool { Engine.current?.animationsEnabled ?? true }
    /// `inheritedAnimationDuration`: inside an animation block, its duration; 0 outside one.
    open class var inheritedAnimationDuration: Double { AnimationScope.current?.group.duration ?? 0 }
    /// `modifyAnimations(withRepeatCount:autoreverses:animations:)` (iOS 13): [?] the model
    /// animates each change once; the repeat and the reversal are noted once, not played.
    open class func modifyAnimations(withRepeatCount count: Double, autoreverses: Bool, animations: () -> Void) {
        Engine.current?.noteOnce("UIView.modifyAnimations: the changes animate once; repeats are not played")
        animations()
    }

    /// `UIView.performWithoutAnimation(_:)`.
    open class func performWithoutAnimation(_ changes: () -> Void) {
        AnimationScope.$current.withValue(nil) { changes() }
    }

    /// The keyframe animations under way, innermost last: what `addKeyframe` places its block in.
    nonisolated(unsafe) private static var keyframeSpans: [(delay: Double, duration: Double)] = []

    /// `animateKeyframes(withDuration:delay:options:animations:completion:)`: each
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` in `animations` runs as
    /// an animation of its share of `duration`, starting at its share of it, on the engine's
    /// clock; the completion runs when the whole has run. [D] Apple ("addKeyframe"): the start
    /// and duration are fractions (0 to 1) of the enclosing animation's. Each keyframe moves
    /// linearly, as `calculationModeLinear` (the default) says. [?] The other calculation modes
    /// (discrete, paced, cubic) are animated as linear.
    open class func animateKeyframes(
        withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        keyframeSpans.append((delay, duration))
        // The whole, with what `animations` changes outside any keyframe, over the full duration.
        perform(duration: duration, delay: delay, curve: .linear, animations: animations, completion: completion)
        keyframeSpans.removeLast()
    }

    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: outside
    /// `animateKeyframes` the changes are made at once.
    open class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let span = keyframeSpans.last else { return animations() }
        let start = min(max(frameStartTime, 0), 1)
        let share = min(max(frameDuration, 0), 1 - start)
        // A keyframe is an animation group of its own (a nested `perform` records into its own).
        perform(
            duration: share * span.duration, delay: span.delay + start * span.duration, curve: .linear,
            animations: animations, completion: nil)
    }

    /// `transition(with:duration:options:animations:completion:)`: the changes `animations` makes
    /// are animated with the options' curve. [?] The transition's own look (a cross-dissolve, a
    /// flip, a curl of the view's snapshot) is not drawn; its first use says so once.
    open class func transition(
        with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        Engine.running?.noteOnce(
            "UIView.transition(with:…): the changes animate; the cross-dissolve or flip is not drawn")
        perform(
            duration: duration, delay: 0, curve: options.curve, animations: animations ?? {}, completion: completion)
    }

    /// `transition(from:to:duration:options:completion:)`: `toView` takes `fromView`'s place in its
    /// superview (or, with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown),
    /// and the completion runs after `duration`. [?] As above, the transition's look is not drawn.
    open class func transition(
        from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        Engine.running?.noteOnce(
            "UIView.transition(with:…): the changes animate; the cross-dissolve or flip is not drawn")
        perform(
            duration: duration, delay: 0, curve: options.curve,
            animations: {
                if options.contains(.showHideTransitionViews) {
                    fromView.isHidden = true
                    toView.isHidden = false
                } else if let parent = fromView.superview {
                    parent.insertSubview(toView, aboveSubview: fromView)
                    fromView.removeFromSuperview()
                }
            }, completion: completion)
    }

    // MARK: UIKit's other members, in the class body so a subclass can override them
    //
    // Swift lets a subclass override only what a class declares in its body, never in an
    // extension; UIKit's members are `open` (Objective-C's are), so these live here. What the
    // model does not draw is kept, so each reads back what was set.

    /// `isUserInteractionEnabled`: true for a plain view; a view that says false, and everything
    /// inside it, is skipped by the hit test (Apple's `hitTest(_:with:)` reference).
    open var isUserInteractionEnabled = true
    /// `tintColor`: kept, not drawn (system blue unless set).
    open var tintColor: Color! = Color(name: "systemBlue") {
        didSet { appearanceSet("tintColor", \View.tintColor) }
    }
    /// `tintAdjustmentMode`: kept, not drawn.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic
    /// `isOpaque`: kept (a drawing hint; the drawing is the same either way).
    open var isOpaque = true
    /// `contentMode`: kept, not drawn.
    open var contentMode: ContentMode = .scaleToFill
    /// `tag`, found by `viewWithTag(_:)`.
    open var tag = 0
    /// `isExclusiveTouch`, `isMultipleTouchEnabled`: kept (the model has one finger).
    open var isExclusiveTouch = false
    open var isMultipleTouchEnabled = false
    /// `semanticContentAttribute`: kept; the model lays out left to right.
    open var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// `canBecomeFocused`, `isFocused` (iOS 9, `UIFocusItem`): the model has no focus engine (no
    /// keyboard, remote or pointer moves focus), so no view can take focus or has it.
    open var canBecomeFocused: Bool { false }
    open var isFocused: Bool { false }
    /// `focusGroupIdentifier` (iOS 14): kept.
    open var focusGroupIdentifier: String?
    /// The large content viewer's settings (iOS 13, UILargeContentViewer.h): kept; the viewer
    /// shows only under accessibility text sizes, which the model's device does not use.
    open var showsLargeContentViewer = false
    open var largeContentTitle: String?
    open var scalesLargeContentImage = false
    open var largeContentImageInsets = EdgeInsets.zero
    /// `appliedContentSizeCategoryLimitsDescription` (iOS 15): a debugging description; no limits
    /// are set in the model, so it is empty [?].
    open var appliedContentSizeCategoryLimitsDescription: String { "" }
    /// `frame(in:)` (iOS 17, `UIPopoverPresentationControllerSourceItem`): the view's bounds in
    /// `referenceView`'s coordinates, which is where a popover anchored to it points.
    open func frame(in referenceView: View) -> Rect { convert(bounds, to: referenceView) }

    /// `effectiveUserInterfaceLayoutDirection` (iOS 10): the direction the view lays out in, which
    /// Apple derives from its `semanticContentAttribute` and the app's language: the model's app is
    /// in English, so left to right unless the attribute forces right to left [?] (the model still
    /// lays out left to right: a transition's code that asks lays itself out the other way).
    open var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
    /// `userInterfaceLayoutDirection(for:)`: right to left only for `.forceRightToLeft`, in a
    /// left-to-right app (Apple: "the layout direction … for the given semantic content attribute").
    open class func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute)
        -> UserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }
    /// `userInterfaceLayoutDirection(for:relativeTo:)`: the forced directions win; playback and
    /// spatial content keep left to right (Apple's `UISemanticContentAttribute` reference); the
    /// rest follow `layoutDirection`.
    open class func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute, relativeTo layoutDirection: UserInterfaceLayoutDirection
    ) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return layoutDirection
        }
    }
    /// `mask`: kept, not drawn (noted once).
    open var mask: View? {
        didSet { if mask != nil { Engine.running?.noteOnce("UIView.mask: kept, not drawn") } }
    }

    /// `directionalLayoutMargins`: `layoutMargins` by leading and trailing edge (left to right).
    open var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(leftToRight: layoutMargins) }
        set { layoutMargins = newValue.leftToRight }
    }

    /// `viewWithTag(_:)`: this view or the first of its subviews, depth first, with the tag.
    open func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// `bringSubviewToFront(_:)`.
    open func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// `sendSubviewToBack(_:)`.
    open func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// `insertSubview(_:aboveSubview:)`.
    open func insertSubview(_ view: View, aboveSubview sibling: View) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// `exchangeSubview(at:withSubviewAt:)`: the two swap places in the back-to-front order.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    /// `didAddSubview(_:)`, `willRemoveSubview(_:)`: overridable; the model calls neither, as it
    /// calls none of the hierarchy callbacks above [?].
    open func didAddSubview(_ subview: View) {}
    open func willRemoveSubview(_ subview: View) {}

    /// `hitTest(_:with:)`: the farthest descendant, front to back, that contains `point` (in this
    /// view's coordinates) by its `point(inside:with:)`, or this view; nil when the view is hidden,
    /// has user interaction disabled or an alpha below 0.01 (Apple's `hitTest(_:with:)`
    /// reference). The engine's taps go through it, so an override (a view that lets touches
    /// through) decides where a tap lands, as on iOS. Frames are the ones on screen at the
    /// engine's time (a tap is refused mid-transition, so they are the resting ones).
    open func hitTest(_ point: Point, with event: Event?) -> View? {
        let now = Engine.current?.now
        let alpha = now.map { presentationAlpha(at: $0) } ?? self.alpha
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            let f = now.map { subview.presentationFrame(at: $0) } ?? subview.frame
            if let hit = subview.hitTest(Point(x: point.x - f.minX, y: point.y - f.minY), with: event) { return hit }
        }
        return letsTouchesThrough ? nil : self
    }

    /// A presentation's container that lets touches through to the views behind it (an undimmed
    /// sheet): it is never hit itself, only its subviews. Set by the engine around a hit test.
    package var letsTouchesThrough = false

    /// `convert(_:to:)` for a point: from this view's coordinates to `view`'s (the window's when
    /// nil), through the frames the model lays out (transforms are not applied [?]).
    open func convert(_ point: Point, to view: View?) -> Point {
        let from = frameInWindow.origin
        let to = view?.frameInWindow.origin ?? .zero
        return Point(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }
    /// `convert(_:from:)` for a point.
    open func convert(_ point: Point, from view: View?) -> Point {
        let from = view?.frameInWindow.origin ?? .zero
        let to = frameInWindow.origin
        return Point(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }
    /// `convert(_:to:)` for a rectangle.
    open func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(origin: convert(rect.origin, to: view), size: rect.size)
    }
    /// `convert(_:from:)` for a rectangle.
    open func convert(_ rect: Rect, from view: View?) -> Rect {
        Rect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `snapshotView(afterScreenUpdates:)`: a plain view of the same frame, colour and corner
    /// radius (the model has no pixels to copy, so its content is not drawn; noted once).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        Engine.running?.noteOnce("snapshotView(afterScreenUpdates:): a plain view of the same frame stands in")
        let copy = View(frame: frame)
        copy.backgroundColor = backgroundColor
        copy.cornerRadius = cornerRadius
        copy.alpha = alpha
        return copy
    }
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: as `snapshotView`.
    open func resizableSnapshotView(
        from rect: Rect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: EdgeInsets
    ) -> View? {
        let copy = snapshotView(afterScreenUpdates: afterUpdates)
        copy?.frame = Rect(origin: frame.origin, size: rect.size)
        return copy
    }

    /// `setNeedsDisplay()`, `setNeedsDisplay(_:)`: the model draws no content of a view's own
    /// (`draw(_:)` is never called), so there is nothing to redraw.
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ invalidRect: Rect) {}
    /// `endEditing(_:)`: no text is being edited in the model.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { true }
    /// `interactions`, `addInteraction(_:)`, `removeInteraction(_:)`: kept in order; adding one
    /// tells it the view (`willMove(to:)`, `didMove(to:)`), as UIKit's reference says.
    open var interactions: [any Interaction] = []
    open func addInteraction(_ interaction: any Interaction) {
        interaction.willMove(to: self)
        interactions.append(interaction)
        interaction.didMove(to: self)
    }
    open func removeInteraction(_ interaction: any Interaction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    /// `drawHierarchy(in:afterScreenUpdates:)`: renders the view into the current image context.
    /// The model draws no pixels (the image stays empty, as UIGraphics' note says); it answers
    /// true, "the snapshot is complete", as UIKit does when nothing is missing.
    @discardableResult
    open func drawHierarchy(in rect: Rect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        Engine.running?.noteOnce("drawHierarchy(in:afterScreenUpdates:): nothing is drawn (the model has no pixels)")
        return true
    }

    // MARK: Constraints, in the class body so a subclass can override them

    /// `layoutGuides`: the app's own guides added to this view (`addLayoutGuide(_:)`).
    open private(set) var layoutGuides: [LayoutGuide] = []

    /// `addLayoutGuide(_:)`: the guide belongs to this view; constraints may then pin it, and each
    /// layout pass solves its frame in this view's coordinates.
    open func addLayoutGuide(_ layoutGuide: LayoutGuide) {
        guard layoutGuide.kind == .free, layoutGuide.owningView !== self else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
    }

    /// `removeLayoutGuide(_:)`.
    open func removeLayoutGuide(_ layoutGuide: LayoutGuide) {
        guard let i = layoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
        layoutGuides.remove(at: i)
        layoutGuide.owningView = nil
    }

    open var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    open var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    open var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    open var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    open var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    open var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    open var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    /// `addConstraint(_:)`: the view holds the constraint, which is then active.
    open func addConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder !== self else { return }
        constraint.holder?.removeConstraint(constraint)
        constraints.append(constraint)
        constraint.holder = self
    }

    /// `addConstraints(_:)`.
    open func addConstraints(_ list: [LayoutConstraint]) {
        for c in list { addConstraint(c) }
    }

    /// `removeConstraint(_:)`: the constraint is no longer active.
    open func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.holder === self else { return }
        constraints.removeAll { $0 === constraint }
        constraint.holder = nil
    }

    /// `removeConstraints(_:)`.
    open func removeConstraints(_ list: [LayoutConstraint]) {
        for c in list { removeConstraint(c) }
    }

    /// Whether `setNeedsUpdateConstraints()` asked for `updateConstraints()` at the next pass.
    private var constraintsNeedUpdate = false

    /// `setNeedsUpdateConstraints()`: `updateConstraints()` runs at the next layout pass (Apple:
    /// "the system calls updateConstraints() during its normal layout pass").
    open func setNeedsUpdateConstraints() { constraintsNeedUpdate = true }
    /// `needsUpdateConstraints()`.
    open func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }
    /// `updateConstraints()`: where a view changes its own constraints; the default does nothing
    /// more (Apple: an override calls `super.updateConstraints()` as its final step).
    open func updateConstraints() { constraintsNeedUpdate = false }
    /// `updateConstraintsIfNeeded()`: the subtree's pending `updateConstraints()`, subviews
    /// first, as UIKit's constraint pass runs from the leaves up.
    open func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if constraintsNeedUpdate {
            constraintsNeedUpdate = false
            updateConstraints()
        }
    }

    /// `layoutIfNeeded()`: lays out the subtree below this view now, solving its constraints
    /// ("using the view that receives the message as the root view, this method lays out the view
    /// subtree starting at the root": Apple's reference). Inside an animation block the frames it
    /// changes animate, which is how iOS code animates a change of constant.
    open func layoutIfNeeded() {
        layoutSubtree()
    }

    /// `setNeedsLayout()`: the engine lays the container out at its own passes (presenting,
    /// dismissing, a size change) and at `layoutIfNeeded()`, so there is nothing to mark.
    open func setNeedsLayout() {}

    /// `systemLayoutSizeFitting(_:)`: the smallest or largest size (as `targetSize` asks) the
    /// constraints inside the view allow, both axes at the fitting priority.
    open func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: an
    /// axis at `.required` keeps the target's length; the other takes what the constraints inside
    /// the view give it (a label's wrapped height at that width, plus its margins), else the
    /// target's (Apple: "returns the optimal size of the view based on its constraints and the
    /// specified fitting priorities").
    open func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> Size {
        ConstraintSolver.fittingSize(
            of: self, target: targetSize, horizontal: horizontal, vertical: vertical, note: Self.noteToRunningEngine)
    }

    /// `sizeToFit()`: the view takes the size `sizeThatFits` gives for its current size.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = Rect(origin: frame.origin, size: size)
    }

    // MARK: More of UIKit's view members (iOS 13 to 17), kept where the model draws nothing

    /// `autoresizesSubviews`: true, as UIKit's default; false keeps the subviews' frames when the
    /// view's size changes, whatever their masks say (Apple's `autoresizesSubviews` reference).
    open var autoresizesSubviews = true
    /// `overrideUserInterfaceStyle` (iOS 13): kept; the model draws the light appearance whatever
    /// it says, and its first dark or light override says so once [?].
    open var overrideUserInterfaceStyle: UserInterfaceStyle = .unspecified {
        didSet {
            if overrideUserInterfaceStyle != .unspecified {
                Engine.running?.noteOnce("overrideUserInterfaceStyle: kept; the model draws the light appearance")
            }
        }
    }
    /// `restorationIdentifier`: kept (the model restores no state).
    open var restorationIdentifier: String?
    /// `accessibilityIgnoresInvertColors`: kept (no Smart Invert in the model).
    open var accessibilityIgnoresInvertColors = false
    /// `contentScaleFactor`: the screen's scale, 2 in the model (as `UIScreen.scale`).
    open var contentScaleFactor = 2.0
    /// `clearsContextBeforeDrawing`: kept (the model draws no content of a view's own).
    open var clearsContextBeforeDrawing = true
    /// `anchorPoint` (iOS 16): kept; rotations and scales are drawn about the centre whatever it
    /// says, and a point other than the centre says so once [?].
    open var anchorPoint = Point(x: 0.5, y: 0.5) {
        didSet {
            if anchorPoint != Point(x: 0.5, y: 0.5) {
                Engine.running?.noteOnce("UIView.anchorPoint: kept; transforms are drawn about the centre")
            }
        }
    }
    /// `firstBaselineAnchor`, `lastBaselineAnchor`: anchors a constraint may name; the solver
    /// notes a baseline once and does not solve it (a baseline needs font metrics).
    open var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    open var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
    /// `forFirstBaselineLayout`, `forLastBaselineLayout`: the view itself, as UIKit's default.
    open var forFirstBaselineLayout: View { self }
    open var forLastBaselineLayout: View { self }
    /// `alignmentRectInsets`: none by default (Apple: the default is zero insets), and the two
    /// conversions between frame and alignment rectangle through them.
    open var alignmentRectInsets: EdgeInsets { EdgeInsets() }
    open func alignmentRect(forFrame frame: Rect) -> Rect { frame.inset(by: alignmentRectInsets) }
    open func frame(forAlignmentRect alignmentRect: Rect) -> Rect {
        let i = alignmentRectInsets
        return Rect(
            x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top,
            width: alignmentRect.width + i.left + i.right, height: alignmentRect.height + i.top + i.bottom)
    }
    /// `hasAmbiguousLayout`: false; the solver says on the console which axis of which view its
    /// constraints leave ambiguous, at the layout pass that finds it [?].
    open var hasAmbiguousLayout: Bool { false }
    /// `exerciseAmbiguityInLayout()`: a debugging aid; the model has one solution to show.
    open func exerciseAmbiguityInLayout() {}
    /// `constraintsAffectingLayout(for:)`: the constraints held by this view or an ancestor that
    /// name this view on that axis.
    open func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        var holder: View? = self
        while let h = holder {
            found += h.constraints.filter { c in
                (c.first === self && c.firstAttribute.axis == axis)
                    || (c.second === self && c.secondAttribute.axis == axis)
            }
            holder = h.superview
        }
        return found
    }
    /// `requiresConstraintBasedLayout`: false, UIKit's default.
    open class var requiresConstraintBasedLayout: Bool { false }
    /// `gestureRecognizerShouldBegin(_:)`: true by default; the engine does not ask it [?].
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// `updateTraitsIfNeeded()` (iOS 17): traits are read afresh each time, so nothing is pending.
    open func updateTraitsIfNeeded() {}
    /// `readableContentGuide`: the margins guide [?] (Apple: "an area with a readable width within
    /// the view"; the width it keeps depends on the text size, which the model does not have).
    open private(set) lazy var readableContentGuide = LayoutGuide(readableOf: self)

    /// `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`
    /// (iOS 17): a spring of that perceptual duration whose damping ratio is `1 - bounce` (bounce
    /// 0 settles without overshoot, as WWDC23 "Animate with springs" describes it; a negative bounce
    /// is taken as 0 [?]).
    public class func animate(
        springDuration duration: Double = 0.5, bounce: Double = 0, initialSpringVelocity velocity: Double = 0,
        delay: Double = 0, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        perform(
            duration: duration, delay: delay,
            curve: .spring(duration: duration, damping: 1 - min(max(bounce, 0), 1), initialVelocity: velocity),
            animations: animations, completion: completion)
    }

    // MARK: UIView.h's remaining members (archiving, restoration, focus, text size, the
    // pre-iOS 4 animation calls, system animations), in the class body so a subclass overrides them

    /// `encode(with:)` (`NSCoding`, which UIView.h adopts): the model reads no nibs, and
    /// `init?(coder:)` fails, so nothing a view writes would be read back; nothing is written [?].
    /// A subclass that archives its own state overrides it and calls `super`.
    open func encode(with coder: Coder) {}
    /// `encodeRestorableState(with:)`, `decodeRestorableState(with:)` (UIView.h, state
    /// restoration): the model saves and restores no state, so the defaults do nothing and the
    /// system never calls an override [?].
    open func encodeRestorableState(with coder: Coder) {}
    open func decodeRestorableState(with coder: Coder) {}

    /// `focusGroupPriority` (iOS 15, UIView.h): kept; no focus engine reads it. `.ignored` unless
    /// set (Apple's `UIFocusGroupPriority` reference: the priority "assigned by default").
    open var focusGroupPriority: FocusGroupPriority = .ignored
    /// `minimumContentSizeCategory`, `maximumContentSizeCategory` (iOS 15, UIView.h): the text
    /// sizes the view's traits are clamped to; nil (no limit) unless set. Kept: the model's device
    /// keeps the default text size, which the limits that an app sets do not reach [?].
    open var minimumContentSizeCategory: ContentSizeCategory?
    open var maximumContentSizeCategory: ContentSizeCategory?

    /// `beginAnimations(_:context:)`, `commitAnimations()` (UIView.h, deprecated in iOS 13 for the
    /// block forms): the changes made between the two apply at once rather than animate, which
    /// the first use says once.
    open class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        Engine.running?.noteOnce(
            "UIView.beginAnimations: changes before commitAnimations apply at once; use UIView.animate")
    }
    open class func commitAnimations() {}
    /// `setAnimationDelegate(_:)`, `setAnimationWillStart(_:)`, `setAnimationDidStop(_:)`: the
    /// delegate's selectors are never sent, as nothing animates [?].
    open class func setAnimationDelegate(_ delegate: Any?) {}
    open class func setAnimationWillStart(_ selector: Selector?) {}
    open class func setAnimationDidStop(_ selector: Selector?) {}
    /// `setAnimationDuration(_:)`, `setAnimationDelay(_:)`, `setAnimationCurve(_:)`, `setAnimationRepeatCount(_:)`,
    /// `setAnimationRepeatAutoreverses(_:)`, `setAnimationBeginsFromCurrentState(_:)`,
    /// `setAnimationTransition(_:for:cache:)`: accepted; nothing animates [?].
    open class func setAnimationDuration(_ duration: Double) {}
    /// `setAnimationStart(_:)` (deprecated in iOS 13, UIView.h): accepted; nothing animates [?].
    open class func setAnimationStart(_ startDate: Date) {}
    open class func setAnimationDelay(_ delay: Double) {}
    open class func setAnimationCurve(_ curve: TimingCurve) {}
    open class func setAnimationRepeatCount(_ repeatCount: Float) {}
    open class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}
    open class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
    open class func setAnimationTransition(_ transition: AnimationTransition, for view: View, cache: Bool) {}

    /// `perform(_:on:options:animations:completion:)` (iOS 7, UIView.h): runs `parallelAnimations`
    /// as an animation with the options' curve and, for `.delete` (UIView.h: the views are removed
    /// from their superviews when it ends), removes `views` before `completion` runs. [?] The
    /// system's own look of the deletion is not drawn (noted once), and its length is not
    /// documented: the model takes 0.3 seconds.
    open class func perform(
        _ animation: SystemAnimation, on views: [View], options: AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        Engine.running?.noteOnce("UIView.perform(_:on:…): the system deletion animation is not drawn")
        perform(
            duration: 0.3, delay: 0, curve: options.curve, animations: parallelAnimations ?? {},
            completion: { finished in
                if animation == .delete { for view in views { view.removeFromSuperview() } }
                completion?(finished)
            })
    }

    /// `animateKeyframes(withDuration:delay:options:animations:)` (async, as Swift imports the
    /// completion form): the same animation, returning whether it finished when it ends.
    @discardableResult
    open class func animateKeyframes(
        withDuration duration: Double, delay: Double, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void
    ) async -> Bool {
        await withCheckedContinuation { (ended: CheckedContinuation<Bool, Never>) in
            animateKeyframes(
                withDuration: duration, delay: delay, options: options, animations: animations,
                completion: { ended.resume(returning: $0) })
        }
    }

    // MARK: Focus (UIFocus.h), hover (UIHoverStyle.h), printing (UIPrintFormatter.h)

    /// `preferredFocusEnvironments` (`UIFocusEnvironment`): empty, which the header makes the
    /// same as this view alone. The model has no focus engine to ask it, said once.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] {
        FocusNote.say("UIView.preferredFocusEnvironments")
        return []
    }
    /// `parentFocusEnvironment` (iOS 12): the controller whose root view this is, else the
    /// superview [?] (UIKit's chain runs through each root view's controller).
    open var parentFocusEnvironment: (any UIFocusEnvironment)? {
        if let controller = rootViewOf { return controller }
        return superview
    }
    /// `focusItemContainer` (iOS 12): the view itself, which holds its subviews' items.
    open var focusItemContainer: (any UIFocusItemContainer)? { self }
    /// `setNeedsFocusUpdate()`, `updateFocusIfNeeded()`: with nothing focused inside the view,
    /// "calling this method has no effect" (UIFocus.h), as always in the model.
    open func setNeedsFocusUpdate() {}
    open func updateFocusIfNeeded() {}
    /// `shouldUpdateFocus(in:)`, `didUpdateFocus(in:with:)`: UIKit's defaults allow every update
    /// and do nothing after one; the model makes no updates, so the system never calls them.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        FocusNote.say("UIView.shouldUpdateFocus(in:)")
        return true
    }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        FocusNote.say("UIView.didUpdateFocus(in:with:)")
    }
    /// `coordinateSpace` (`UIFocusItemContainer`): the view's own; its subviews' frames are in it.
    open var coordinateSpace: any UICoordinateSpace { self }
    /// `focusItems(in:)` (`UIFocusItemContainer`): the subviews whose frames meet `rect`; "UIView
    /// will return its subviews from this method" (UIFocus.h, iOS 16).
    open func focusItems(in rect: CGRect) -> [any UIFocusItem] {
        subviews.filter { $0.frame.intersects(rect) }
    }
    /// `focusEffect` (iOS 15): the effect shown while focused; a copy of what is set, as the
    /// property is declared `copy`. Kept, never shown: nothing is focused in the model.
    open var focusEffect: UIFocusEffect? {
        get { keptFocusEffect }
        set { keptFocusEffect = newValue?.copy(with: nil) as? UIFocusEffect }
    }
    private var keptFocusEffect: UIFocusEffect?
    /// `hoverStyle` (iOS 17, UIHoverStyle.h): the effect shown under a hovering pointer; a copy
    /// of what is set (`copy`), nil unless set. Kept, never shown: the model has no pointer.
    open var hoverStyle: UIHoverStyle? {
        get { keptHoverStyle }
        set { keptHoverStyle = newValue?.copy(with: nil) as? UIHoverStyle }
    }
    private var keptHoverStyle: UIHoverStyle?
    /// `viewPrintFormatter()` (UIPrintFormatter.h): a new formatter that prints this view [?].
    open func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter(view: self) }
    /// `draw(_:for:)` (UIPrintFormatter.h): draws the view for printing; by default the view's
    /// `draw(_:)`, as Apple's page for the method says happens when it is not implemented.
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) { draw(rect) }
}
