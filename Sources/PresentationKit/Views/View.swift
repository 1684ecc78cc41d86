/// A rectangle on screen, as `UIView`: position (`center`, `bounds`, derived `frame`), `alpha`,
/// `transform`, colour, corner radius, autoresizing, hierarchy and gesture recognisers. Changes made
/// inside `View.animate` are recorded as animations; outside, they apply at once.
/// `name` is the stable role name used by drawings, `expect` lines and JSON.
open class View {
    package var name: String?
    /// Text the view shows (a label's content), drawn inside its box.
    package var text: String?
    open var backgroundColor: Color?
    /// `layer.cornerRadius`.
    package var cornerRadius: Double = 0
    open var autoresizingMask: AutoresizingMask = []
    open var isHidden = false
    open internal(set) var gestureRecognizers: [GestureRecognizer] = []

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
    open private(set) lazy var keyboardLayoutGuide = LayoutGuide(keyboardOf: self)
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
    /// The layer's drawing properties the engine keeps but does not lay out (`CALayer`'s
    /// shadow, masking and corner mask).
    package var layerStyle = LayerStyle()
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
    }

    /// `init()` (NSObject's, as UIKit views inherit it): a view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// `init?(coder:)`: required, as on iOS, so a subclass with an initialiser of its own writes
    /// the `required init?(coder:)` Xcode asks for. Nothing is decoded here (no nibs): it fails.
    public required init?(coder: Coder) {
        return nil
    }

    /// The callbacks UIKit lets a view override, so an app's overrides compile. The model calls
    /// none of them (it has no safe-area or hierarchy notifications, and draws no content) [?].
    open func safeAreaInsetsDidChange() {}
    open func layoutMarginsDidChange() {}
    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func willMove(toSuperview newSuperview: View?) {}
    open func willMove(toWindow newWindow: View?) {}
    open func tintColorDidChange() {}
    open func awakeFromNib() {}
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
    }

    /// `insertSubview(_:at:)`: index 0 is at the back.
    open func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }

    open func insertSubview(_ view: View, belowSubview sibling: View) {
        view.removeFromSuperview()
        let i = subviews.firstIndex { $0 === sibling } ?? 0
        subviews.insert(view, at: i)
        view.superview = self
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        dropConstraintsOutside(from: parent)
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// `removeGestureRecognizer(_:)`: the recogniser no longer sees touches on this view.
    open func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let i = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: i)
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
        guard dw != 0 || dh != 0 else { return }
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

    package var isAnimating: Bool { !activeAnimations.isEmpty }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        perform(duration: duration, delay: delay, curve: options.curve, animations: animations, completion: completion)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    public static func animate(
        withDuration duration: Double, delay: Double = 0,
        usingSpringWithDamping damping: Double, initialSpringVelocity velocity: Double,
        options: AnimationOptions = [], animations: () -> Void,
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
        engine.runAnimation(
            duration: duration, delay: delay, curve: curve, label: label,
            animations: animations, completion: completion)
    }

    /// `UIView.performWithoutAnimation(_:)`.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        AnimationScope.$current.withValue(nil) { changes() }
    }
}
