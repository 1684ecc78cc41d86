/// `CALayer`, as presentation code reaches it through `view.layer`: a window onto the view's own
/// storage, so every property reads back what was set. `cornerRadius` is the view's and is
/// drawn; the rest (`LayerStyle`) is stored and not drawn. Defaults are Core Animation's
/// (Apple's `CALayer` reference: `shadowOpacity` 0, `shadowRadius` 3, `shadowOffset` (0, -3),
/// `shadowColor` opaque black, `masksToBounds` false, `maskedCorners` all four). A view's layer
/// is made once and kept by the view (`UIView.layer`), so it is the same object at each read; a
/// layer made on its own (a mask, a sublayer) has a view of its own that no window shows.
/// `NSSecureCoding` as CALayer.h declares: a layer encodes its geometry, style and name and is
/// made again from them.
open class CALayer: NSObject, NSSecureCoding, @unchecked Sendable {
    /// The view whose layer this is, held weakly (the view keeps its layer); a layer made on its
    /// own keeps its own view.
    private weak var hostView: View?
    private var ownView: View?
    /// Whether this is a presentation copy (`presentation()`): its geometry reads what is on
    /// screen at the engine's time.
    private var presents: Bool
    var view: View {
        if let host = hostView ?? ownView { return host }
        // Made when first needed, so a view's layer made through `init()` makes no view of its own.
        let own = View()
        ownView = own
        return own
    }

    /// A view's own layer (or its presentation copy). A convenience initialiser, so that a
    /// subclass with UIKit's designated initialisers inherits `init(backing:)`.
    convenience init(view: View, presents: Bool = false) {
        self.init()
        hostView = view
        ownView = nil
        self.presents = presents
    }
    /// `init()`: a layer of its own (a mask, a sublayer), kept and not drawn.
    public override init() {
        hostView = nil
        ownView = nil
        presents = false
        super.init()
    }
    /// `init(layer:)`: a copy of another layer's geometry and style, as Core Animation makes its
    /// shadow copies; a layer of its own.
    public init(layer: Any) {
        hostView = nil
        ownView = nil
        presents = false
        super.init()
        if let other = layer as? CALayer {
            frame = other.frame
            opacity = other.opacity
            view.backgroundColor = other.view.backgroundColor
            view.cornerRadius = other.view.cornerRadius
            view.layerStyle = other.view.layerStyle
        }
    }
    /// `init?(coder:)`: required, as `NSSecureCoding` makes it; a layer of its own with what
    /// `encode(with:)` wrote (its geometry, opacity, colour, corners, border, shadow and name).
    public required init?(coder: NSCoder) {
        hostView = nil
        ownView = nil
        presents = false
        super.init()
        if let v = coder.decodeObject(forKey: "bounds") as? CGRect { bounds = v }
        if let v = coder.decodeObject(forKey: "position") as? CGPoint { position = v }
        if let v = coder.decodeObject(forKey: "opacity") as? Float { opacity = v }
        isHidden = coder.decodeBool(forKey: "hidden")
        backgroundColor = coder.decodeObject(forKey: "backgroundColor") as? CGColor
        if let v = coder.decodeObject(forKey: "cornerRadius") as? CGFloat { cornerRadius = v }
        masksToBounds = coder.decodeBool(forKey: "masksToBounds")
        if let v = coder.decodeObject(forKey: "borderWidth") as? CGFloat { borderWidth = v }
        borderColor = coder.decodeObject(forKey: "borderColor") as? CGColor
        if let v = coder.decodeObject(forKey: "shadowOpacity") as? Float { shadowOpacity = v }
        if let v = coder.decodeObject(forKey: "shadowRadius") as? CGFloat { shadowRadius = v }
        if let v = coder.decodeObject(forKey: "shadowOffset") as? CGSize { shadowOffset = v }
        if let v = coder.decodeObject(forKey: "shadowColor") as? CGColor { shadowColor = v }
        name = coder.decodeObject(forKey: "name") as? String
    }

    /// `encode(with:)` (`NSCoding`): what `init?(coder:)` reads back.
    open func encode(with coder: NSCoder) {
        coder.encode(bounds, forKey: "bounds")
        coder.encode(position, forKey: "position")
        coder.encode(opacity, forKey: "opacity")
        coder.encode(isHidden, forKey: "hidden")
        coder.encode(backgroundColor, forKey: "backgroundColor")
        coder.encode(cornerRadius, forKey: "cornerRadius")
        coder.encode(masksToBounds, forKey: "masksToBounds")
        coder.encode(borderWidth, forKey: "borderWidth")
        coder.encode(borderColor, forKey: "borderColor")
        coder.encode(shadowOpacity, forKey: "shadowOpacity")
        coder.encode(shadowRadius, forKey: "shadowRadius")
        coder.encode(shadowOffset, forKey: "shadowOffset")
        coder.encode(shadowColor, forKey: "shadowColor")
        coder.encode(name, forKey: "name")
    }

    /// `supportsSecureCoding` (`NSSecureCoding`): true, as Core Animation's classes answer.
    open class var supportsSecureCoding: Bool { true }
    /// The initialiser a view makes its `layerClass`'s layer with (`UIView.layer`): the class's
    /// `init()`, as UIKit's (Apple's `layerClass` reference: "UIView … uses [it] to create the
    /// view's layer"), so an app's `override init()` runs; the layer then becomes the view's
    /// (`back(_:)`). Not UIKit API: Swift makes an instance from a class value only through a
    /// `required` initialiser, which UIKit's Objective-C `init()` need not be. As a required
    /// convenience initialiser it is inherited by every subclass that has UIKit's designated ones
    /// (`init()`, `init(layer:)`) or declares none, as `UITableViewCell`'s
    /// `init(registeredClassWithReuseIdentifier:)` is; `load` writes it into a layer class of the
    /// app's that declares initialisers of its own (docs/load-design.md), `self.init()` there too.
    public required convenience init(backing view: UIView) {
        self.init()
    }

    /// Makes this layer `view`'s own, keeping what its `init()` set (a colour, a corner radius,
    /// the style) as the view's: on iOS the layer is where the view keeps them.
    func back(_ view: View) {
        if let own = ownView {
            if let colour = own.backgroundColor { view.backgroundColor = colour }
            if own.cornerRadius != 0 { view.cornerRadius = own.cornerRadius }
            view.layerStyle = own.layerStyle
        }
        hostView = view
        ownView = nil
    }

    /// The engine's time, for a presentation copy's geometry.
    private var now: Double? { presents ? Engine.running?.now : nil }

    /// `presentation()`: a copy whose geometry (`frame`, `bounds`, `position`, `opacity`,
    /// `transform`) is what is on screen now, mid-animation included (Apple: "a copy of the
    /// presentation layer object that represents the state of the layer as it currently appears
    /// onscreen"). For a subclass of the app's own the layer itself stands in [?] (the model cannot
    /// make a copy of a class it does not know).
    open func presentation() -> Self? {
        guard type(of: self) == CALayer.self, let host = hostView else { return self }
        return CALayer(view: host, presents: true) as? Self
    }
    /// `model()`: the model layer, this one.
    open func model() -> Self { self }

    /// `render(in:)`: draws the layer's tree into the context; the model paints nothing there.
    open func render(in context: CGContext) {}

    /// `mask`: kept, not drawn (noted once).
    open var mask: CALayer? {
        get { view.uikitExtras["layer.mask"] as? CALayer }
        set {
            if newValue != nil { Engine.running?.noteOnce("CALayer.mask: kept, not drawn") }
            view.uikitExtras["layer.mask"] = newValue
        }
    }
    /// `frame` and `bounds`: the view's (a presentation copy's: on screen now).
    open var frame: CGRect {
        get { now.map { view.presentationFrame(at: $0) } ?? view.frame }
        set { view.frame = newValue }
    }
    open var bounds: CGRect {
        get { now.map { CGRect(origin: .zero, size: view.presentationFrame(at: $0).size) } ?? view.bounds }
        set { view.bounds = newValue }
    }
    /// `position`: the view's centre (the anchor point is the centre in the model).
    open var position: CGPoint {
        get { now.map { view.presentationFrame(at: $0).center } ?? view.center }
        set { view.center = newValue }
    }
    /// `opacity`: the view's alpha.
    open var opacity: Float {
        get { Float(now.map { view.presentationAlpha(at: $0) } ?? view.alpha) }
        set { view.alpha = Double(newValue) }
    }
    /// `isHidden`: the view's.
    open var isHidden: Bool {
        get { view.isHidden }
        set { view.isHidden = newValue }
    }
    /// `setAffineTransform(_:)`, `affineTransform()`: the view's transform.
    open func setAffineTransform(_ m: CGAffineTransform) { view.transform = m }
    open func affineTransform() -> CGAffineTransform { view.transform }

    /// Kept and not drawn: the name, the contents and how they are placed, and the drawing hints.
    open var name: String?
    open var contents: Any?
    open var contentsGravity: CALayerContentsGravity = .resize
    open var contentsScale: CGFloat = 1
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// `contentsFormat`, `minificationFilter`, `magnificationFilter`, `minificationFilterBias`,
    /// `edgeAntialiasingMask`: kept (the model has no pixels); Core Animation's defaults
    /// (CALayer.h: RGBA8, linear filters, every edge).
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    open var minificationFilter: CALayerContentsFilter = .linear
    open var magnificationFilter: CALayerContentsFilter = .linear
    open var minificationFilterBias: Float = 0
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
        .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
    open var isOpaque = false
    open var isDoubleSided = true
    open var isGeometryFlipped = false
    open var allowsEdgeAntialiasing = false
    open var allowsGroupOpacity = true
    open var needsDisplayOnBoundsChange = false
    open var drawsAsynchronously = false
    /// `backgroundColor`: the view's colour, set without calling the view's `backgroundColor`
    /// setter (which an app's view may override to set this one).
    open var backgroundColor: CGColor? {
        get { view.layerBackgroundColor }
        set { view.layerBackgroundColor = newValue }
    }
    /// `transform`: the view's `transform3D`; setting it sets the view's transform to its affine
    /// part (a depth or perspective component is kept, not drawn; noted once).
    open var transform: CATransform3D {
        get { view.transform3D }
        set { view.setTransform3D(newValue, member: "CALayer.transform") }
    }
    /// Kept and not drawn: borders, rasterisation, depth order, anchor point, sublayers.
    open var borderWidth: CGFloat {
        get { view.extra("layer.borderWidth", 0.0) }
        set { view.uikitExtras["layer.borderWidth"] = newValue }
    }
    open var borderColor: CGColor? {
        get { view.extra("layer.borderColor", CGColor?.none) }
        set { view.uikitExtras["layer.borderColor"] = newValue }
    }
    open var shouldRasterize: Bool {
        get { view.extra("layer.shouldRasterize", false) }
        set { view.uikitExtras["layer.shouldRasterize"] = newValue }
    }
    open var rasterizationScale: CGFloat {
        get { view.extra("layer.rasterizationScale", 1.0) }
        set { view.uikitExtras["layer.rasterizationScale"] = newValue }
    }
    open var zPosition: CGFloat {
        get { view.extra("layer.zPosition", 0.0) }
        set { view.uikitExtras["layer.zPosition"] = newValue }
    }
    open var anchorPoint: CGPoint {
        get { view.extra("layer.anchorPoint", CGPoint(x: 0.5, y: 0.5)) }
        set { view.uikitExtras["layer.anchorPoint"] = newValue }
    }
    open var cornerCurve: CALayerCornerCurve {
        get { view.extra("layer.cornerCurve", CALayerCornerCurve.circular) }
        set { view.uikitExtras["layer.cornerCurve"] = newValue }
    }
    /// `cornerCurveExpansionFactor(_:)` (iOS 13): how much larger a radius the curve needs to
    /// look as round as a circular one: 1 for `.circular`, about 1.528665 for `.continuous` [?]
    /// (the continuous curve's factor as measured on iOS; Apple publishes no number).
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }
    /// `wantsExtendedDynamicRangeContent` (iOS 17), `toneMapMode` (iOS 18): kept; the model has no
    /// display to map (false and `.automatic` at first, CALayer.h).
    open var wantsExtendedDynamicRangeContent = false
    open var toneMapMode = ToneMapMode.automatic

    /// `CALayer.ToneMapMode` (iOS 18): how extended-range contents are mapped to the display.
    public struct ToneMapMode: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        /// `init(rawValue:)`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `automatic`, `never`, `ifSupported` [?] (the raw strings are Core Animation's private
        /// choice).
        public static let automatic = ToneMapMode(rawValue: "automatic")
        public static let never = ToneMapMode(rawValue: "never")
        public static let ifSupported = ToneMapMode(rawValue: "ifSupported")
    }
    /// `sublayers`, `superlayer`: the layers added to this one, kept in order and not drawn [?]
    /// (UIKit's also holds the subviews' layers; the model draws views, not layers).
    open var sublayers: [CALayer]? {
        get { view.extra("layer.sublayers", [CALayer]?.none) }
        set {
            for layer in sublayers ?? [] { layer.superlayer = nil }
            view.uikitExtras["layer.sublayers"] = newValue
            for layer in newValue ?? [] { layer.superlayer = self }
        }
    }
    open private(set) weak var superlayer: CALayer?
    /// `addSublayer(_:)`, `insertSublayer(_:at:)`, `insertSublayer(_:above:)`,
    /// `insertSublayer(_:below:)`, `replaceSublayer(_:with:)`: kept, not drawn.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32((sublayers ?? []).count))
    }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        view.uikitExtras["layer.sublayers"] = list
        layer.superlayer = self
    }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 }
        insertSublayer(layer, at: UInt32(index ?? (sublayers ?? []).count))
    }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }
        insertSublayer(layer, at: UInt32(index ?? 0))
    }
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }
    /// `removeFromSuperlayer()`.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.view.uikitExtras["layer.sublayers"] = parent.sublayers?.filter { $0 !== self }
        superlayer = nil
    }

    /// Whether `setNeedsDisplay()` / `setNeedsLayout()` was called since the last display or
    /// layout of this layer.
    private var displayPending = false
    private var layoutPending = false

    /// `setNeedsDisplay()`, `setNeedsDisplay(_:)`, `needsDisplay()`, `displayIfNeeded()`: the
    /// layer is marked and displayed when `displayIfNeeded()` is called; the model runs no
    /// display pass of its own, so a marked layer waits for that call [?] (Core Animation
    /// displays it at the next update).
    open func setNeedsDisplay() { displayPending = true }
    open func setNeedsDisplay(_ r: CGRect) { displayPending = true }
    open func needsDisplay() -> Bool { displayPending }
    open func displayIfNeeded() {
        guard displayPending else { return }
        displayPending = false
        display()
    }
    /// `display()`: asks the delegate's `display(_:)` (Apple's `display()` reference: the default
    /// calls the delegate's method); the model draws no layer content.
    open func display() { ownDelegate?.display(self) }
    /// `draw(in:)`: asks the delegate's `draw(_:in:)` (Apple's `draw(in:)` reference); nothing is
    /// drawn by the layer itself.
    open func draw(in ctx: CGContext) { ownDelegate?.draw(self, in: ctx) }
    /// `setNeedsLayout()`, `needsLayout()`, `layoutIfNeeded()`: a view's layer lays out with its
    /// view (the view is marked and laid out); a layer of its own is marked, and laid out by
    /// `layoutIfNeeded()` [?] (the model runs no layer layout pass of its own).
    open func setNeedsLayout() {
        if let host = hostView { host.setNeedsLayout() } else { layoutPending = true }
    }
    open func layoutIfNeeded() {
        if let host = hostView { return host.layoutIfNeeded() }
        guard layoutPending else { return }
        layoutPending = false
        layoutSublayers()
    }
    open func needsLayout() -> Bool { layoutPending }
    /// `layoutSublayers()`: asks the delegate's `layoutSublayers(of:)` (Apple's
    /// `layoutSublayers()` reference); a view's layer is laid out by its view.
    open func layoutSublayers() { ownDelegate?.layoutSublayers(of: self) }

    /// The delegate set on this layer, held weakly as Core Animation holds it.
    private weak var setDelegate: CALayerDelegate?
    /// A delegate other than the view this layer belongs to, whose optional methods the layer
    /// calls (the view's own answers are the engine's).
    private var ownDelegate: CALayerDelegate? {
        guard let d = setDelegate, d !== hostView else { return nil }
        return d
    }
    /// `delegate`: a view's layer has its view (Apple's `delegate` reference: "In iOS, if the
    /// layer is associated with a UIView object, this property must be set to the view that owns
    /// the layer"); a layer of its own, what was set (weak).
    open var delegate: CALayerDelegate? {
        get { setDelegate ?? (hostView as CALayerDelegate?) }
        set { setDelegate = newValue }
    }
    /// `preferredFrameSize()`: the bounds' size.
    open func preferredFrameSize() -> CGSize { bounds.size }
    /// `contains(_:)`, `hitTest(_:)`: whether the point (in this layer's coordinates) is inside
    /// its bounds, and this layer if so (sublayers are not hit [?]).
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    open func hitTest(_ p: CGPoint) -> CALayer? { contains(p) ? self : nil }
    /// `convert(_:from:)`, `convert(_:to:)`: through the views' frames, as `UIView.convert` does.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { view.convert(p, from: l?.view) }
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { view.convert(p, to: l?.view) }
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { view.convert(r, from: l?.view) }
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { view.convert(r, to: l?.view) }

    // MARK: Timing (`CAMediaTiming`) and what the model keeps and does not draw

    /// A layer's own timing (`CAMediaTiming`): kept; the model times animations on the engine's
    /// clock alone [?].
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// `convertTime(_:from:)`, `convertTime(_:to:)`: one time space for every layer here (no
    /// layer's `speed` or `timeOffset` nests another's), so a time is the same in both [?].
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { t }
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { t }

    /// `sublayerTransform`, `anchorPointZ`: kept, not applied to the sublayers' drawing.
    open var sublayerTransform = CATransform3DIdentity
    open var anchorPointZ: CGFloat = 0
    /// `filters`, `backgroundFilters`, `compositingFilter`: kept; Core Image filters are not
    /// applied (iOS ignores the first two on its own: Apple's `filters` reference).
    open var filters: [Any]?
    open var backgroundFilters: [Any]?
    open var compositingFilter: Any?
    /// `style`: kept; the model looks up no values in it.
    open var style: [AnyHashable: Any]?
    /// `contentsAreFlipped()`: whether the contents are drawn flipped; `isGeometryFlipped` here.
    open func contentsAreFlipped() -> Bool { isGeometryFlipped }

    // MARK: Actions and key-value coding

    /// `needsDisplay(forKey:)`: whether a change to a key redraws the layer; no key does here (the
    /// model draws no layer content, so `display()` is never asked for).
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// `defaultAction(forKey:)`: the class's own action for a key, the last place
    /// `action(forKey:)` looks; none.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }
    /// `actions`: actions by key, looked up by `action(forKey:)` after the delegate.
    open var actions: [String: CAAction]?

    /// `action(forKey:)`, in Core Animation's order (Apple's `action(forKey:)` reference): the
    /// delegate, then `actions`, then `defaultAction(forKey:)`. A view's layer has its view as
    /// delegate, and UIKit's view answers with an animation of the block's duration inside an
    /// animation block and `NSNull` outside one (Apple's Core Animation Programming Guide: "The
    /// UIView class disables layer animations by default but reenables them inside animation
    /// blocks"). [?] The animation's exact class and timing inside a block is UIKit's private
    /// choice; the model gives a `CABasicAnimation` of the key with the block's duration.
    open func action(forKey event: String) -> CAAction? {
        if let d = ownDelegate, let answer = d.action(for: self, forKey: event) { return answer }
        if hostView != nil {
            let duration = UIView.inheritedAnimationDuration
            guard duration > 0 else { return NSNull() }
            let animation = CABasicAnimation(keyPath: event)
            animation.duration = duration
            return animation
        }
        return actions?[event] ?? type(of: self).defaultAction(forKey: event)
    }

    /// `value(forKey:)`: a layer answers for any key (Apple's Core Animation Programming Guide,
    /// "Key-Value Coding Extensions": "you can set values for arbitrary keys"): the geometry and
    /// style keys read their property, any other what was set for it, else `defaultValue(forKey:)`.
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "bounds": return bounds
        case "position": return position
        case "frame": return frame
        case "opacity": return opacity
        case "cornerRadius": return cornerRadius
        case "transform": return transform
        case "backgroundColor": return backgroundColor
        case "borderWidth": return borderWidth
        case "shadowOpacity": return shadowOpacity
        case "hidden", "isHidden": return isHidden
        default: return keyedValues[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }
    /// `setValue(_:forKey:)`: sets the property of a geometry or style key, else keeps the value
    /// for the key; a kept key's change runs the layer's action for it (`action(forKey:)`), as
    /// Core Animation does for a layer subclass's dynamic properties, so an animation an app's
    /// `action(forKey:)` returns is added to the layer and timed.
    open override func setValue(_ value: Any?, forKey key: String) {
        // A number of any width sets a number property, as key-value coding unboxes an NSNumber.
        let number: Double? =
            switch value {
            case let v as Double: v
            case let v as Float: Double(v)
            case let v as Int: Double(v)
            default: nil
            }
        switch (key, value) {
        case ("bounds", let v as CGRect): bounds = v
        case ("position", let v as CGPoint): position = v
        case ("frame", let v as CGRect): frame = v
        case ("transform", let v as CATransform3D): transform = v
        case ("hidden", let v as Bool), ("isHidden", let v as Bool): isHidden = v
        case ("opacity", _) where number != nil: opacity = Float(number ?? 1)
        case ("cornerRadius", _) where number != nil: cornerRadius = number ?? 0
        case ("borderWidth", _) where number != nil: borderWidth = number ?? 0
        case ("shadowOpacity", _) where number != nil: shadowOpacity = Float(number ?? 0)
        default:
            keyedValues[key] = value
            action(forKey: key)?.run(forKey: key, object: self, arguments: nil)
        }
    }
    /// `defaultValue(forKey:)`: what an unset key reads; nil.
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// `shouldArchiveValue(forKey:)`: true, as Core Animation's default.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The layer's animations by key (kept on the view: a layer here is made anew at each read).
    private var animations: [String: CAAnimation] {
        get { view.extra("layer.animations", [String: CAAnimation]()) }
        set { view.uikitExtras["layer.animations"] = newValue }
    }

    /// `add(_:forKey:)`: the animation runs on the engine's clock as Core Animation times it (its
    /// delegate hears `animationDidStart(_:)` now and `animationDidStop(_:finished: true)` after
    /// its duration, repeats and autoreverse), but the model draws no layer animation: the layer
    /// shows its model values throughout, said once in a note line. [D] Apple ("CALayer.add"):
    /// the animation is copied, and a later animation for the same key replaces it.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        Engine.running?.noteOnce("Core Animation: the layer keeps its model values; the animation is timed, not drawn")
        let key = key ?? "CAAnimation.\(animations.count)"
        if let replaced = animations[key] { replaced.stop(finished: false) }
        animations[key] = anim
        anim.start(on: self, key: key)
    }
    /// `animation(forKey:)`, `animationKeys()`.
    open func animation(forKey key: String) -> CAAnimation? { animations[key] }
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.keys.sorted() }
    /// `removeAnimation(forKey:)`, `removeAllAnimations()`: the delegate hears `finished: false`.
    open func removeAnimation(forKey key: String) {
        animations.removeValue(forKey: key)?.stop(finished: false)
    }
    open func removeAllAnimations() {
        let all = animations
        animations = [:]
        for key in all.keys.sorted() { all[key]?.stop(finished: false) }
    }
    /// Called by an animation that ran its course.
    func animationFinished(forKey key: String, _ anim: CAAnimation) {
        if animations[key] === anim, anim.isRemovedOnCompletion { animations.removeValue(forKey: key) }
    }

    open var cornerRadius: CGFloat {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }
    open var masksToBounds: Bool {
        get { view.layerStyle.masksToBounds }
        set { view.layerStyle.masksToBounds = newValue }
    }
    /// `maskedCorners`: which corners `cornerRadius` rounds.
    open var maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: view.layerStyle.maskedCorners) }
        set { view.layerStyle.maskedCorners = newValue.rawValue }
    }
    open var shadowColor: CGColor? {
        get { view.layerStyle.shadowColor }
        set { view.layerStyle.shadowColor = newValue }
    }
    open var shadowOpacity: Float {
        get { view.layerStyle.shadowOpacity }
        set { view.layerStyle.shadowOpacity = newValue }
    }
    open var shadowRadius: CGFloat {
        get { view.layerStyle.shadowRadius }
        set { view.layerStyle.shadowRadius = newValue }
    }
    open var shadowOffset: CGSize {
        get { view.layerStyle.shadowOffset }
        set { view.layerStyle.shadowOffset = newValue }
    }
    /// `shadowPath`: kept as the rectangle the path was made from.
    open var shadowPath: CGPath? {
        get { view.layerStyle.shadowPathBounds.map(CGPath.init(boundingBox:)) }
        set { view.layerStyle.shadowPathBounds = newValue?.boundingBox }
    }
}

/// `CACornerMask`: the corners a layer's radius rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// `CGColor`: the colour itself (a `UIColor`'s `cgColor`).
public typealias CGColor = Color

/// `CGPath`, reduced to its bounding box: what a shadow path is made from in presentation code
/// (a rectangle or rounded rectangle the size of the view).
public struct CGPath: Equatable, Sendable {
    /// `boundingBox`.
    public let boundingBox: CGRect
}

/// `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: 0b1111)
}

/// `CALayerCornerCurve` (iOS 13): how a rounded corner is shaped, a string-backed value as
/// Core Animation's (CALayer.h's `kCACornerCurveCircular`, `kCACornerCurveContinuous`). Kept
/// and not drawn differently: the model draws every corner as a circular arc.
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    /// `init(rawValue:)`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `circular`, `continuous`.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// `CALayerDelegate`: what a layer asks of its delegate, every method optional (CALayer.h); a
/// view is its own layer's delegate. The defaults answer as an absent method does (no action:
/// nil, so the layer searches on).
public protocol CALayerDelegate: NSObjectProtocol {
    /// `display(_:)`.
    func display(_ layer: CALayer)
    /// `draw(_:in:)`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// `layerWillDraw(_:)`.
    func layerWillDraw(_ layer: CALayer)
    /// `layoutSublayers(of:)`.
    func layoutSublayers(of layer: CALayer)
    /// `action(for:forKey:)`: nil to let the layer search on, `NSNull()` to stop the search.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// A view is its layer's delegate, as UIKit's `UIView` declares (`CALayerDelegate`).
extension View: CALayerDelegate {}

/// `CALayerContentsGravity`: where a layer's contents sit in its bounds (kept, not drawn).
public struct CALayerContentsGravity: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight")
    public static let resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

/// `CATransform3D`: a 4×4 transform, row vectors as in Core Animation.
public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// `init()`: every entry 0, as the C struct's zero initialiser (not the identity).
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The product `self × b` (apply `self`, then `b`).
    func concatenating(_ b: CATransform3D) -> CATransform3D {
        let a = self
        func row(_ r: (CGFloat, CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
            (
                r.0 * b.m11 + r.1 * b.m21 + r.2 * b.m31 + r.3 * b.m41,
                r.0 * b.m12 + r.1 * b.m22 + r.2 * b.m32 + r.3 * b.m42,
                r.0 * b.m13 + r.1 * b.m23 + r.2 * b.m33 + r.3 * b.m43,
                r.0 * b.m14 + r.1 * b.m24 + r.2 * b.m34 + r.3 * b.m44
            )
        }
        let r1 = row((a.m11, a.m12, a.m13, a.m14))
        let r2 = row((a.m21, a.m22, a.m23, a.m24))
        let r3 = row((a.m31, a.m32, a.m33, a.m34))
        let r4 = row((a.m41, a.m42, a.m43, a.m44))
        return CATransform3D(
            m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
            m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }
}

/// `CATransform3DIdentity`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0,
    m42: 0, m43: 0, m44: 1)

// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}
/// A rotation by `angle` radians about the axis (x, y, z); about z it is the plane's rotation.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = mCos(angle)
    let s = mSin(angle)
    let k = 1 - c
    return CATransform3D(
        m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
        m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
        m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
/// Whether `t` has no depth or perspective component (Core Animation's `CATransform3DIsAffine`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1
        && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
