/// `UIBezierPath` (UIKit/UIBezierPath.h), for the shapes presentation code makes a shadow path or
/// a mask of: a rectangle, a rounded one, or lines and arcs. The model keeps the bounding box of
/// what was drawn (a shadow path is drawn as its box; a mask is not drawn). Its drawing calls
/// (`fill()`, `stroke()`, `addClip()`) paint nothing, which the first of them in a session says
/// once in a note line. Its initialisers are UIKit's: `init()` and `init?(coder:)` designated,
/// the shapes convenience.
open class UIBezierPath: NSObject, NSCopying {
    /// `bounds`: the box around every point the path went through.
    open private(set) var bounds: CGRect = .zero
    /// `currentPoint`.
    open private(set) var currentPoint: CGPoint = .zero
    /// `isEmpty`: no point added yet.
    open private(set) var isEmpty = true

    /// `lineWidth` (1), `lineCapStyle`, `lineJoinStyle`, `miterLimit` (10), `flatness` (0.6),
    /// `usesEvenOddFillRule`: the header's defaults; kept, nothing is stroked.
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// `init()`: an empty path.
    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    /// `init(rect:)`.
    public convenience init(rect: CGRect) {
        self.init()
        cover(rect)
    }
    /// `init(ovalIn:)`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        cover(rect)
    }
    /// `init(roundedRect:cornerRadius:)`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        cover(rect)
    }
    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        cover(rect)
    }
    /// `init(arcCenter:radius:startAngle:endAngle:clockwise:)`: an arc, as `addArc` draws it.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// `init(cgPath:)`: a path of the Core Graphics path's box.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// `cgPath`: the path's box as a `CGPath`; setting it replaces the path.
    open var cgPath: CGPath {
        get { CGPath(boundingBox: bounds) }
        set {
            removeAllPoints()
            cover(newValue.boundingBox)
        }
    }

    /// A closed shape's box: its corners are points the path goes through.
    private func cover(_ rect: CGRect) {
        include(rect.origin)
        include(CGPoint(x: rect.maxX, y: rect.maxY))
        currentPoint = rect.origin
    }
    private func include(_ p: CGPoint) {
        if isEmpty {
            bounds = CGRect(origin: p, size: .zero)
            isEmpty = false
        } else {
            let minX = Swift.min(bounds.minX, p.x)
            let minY = Swift.min(bounds.minY, p.y)
            let maxX = Swift.max(bounds.maxX, p.x)
            let maxY = Swift.max(bounds.maxY, p.y)
            bounds = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        currentPoint = p
    }

    /// `move(to:)`, `addLine(to:)`, `addQuadCurve(to:controlPoint:)`,
    /// `addCurve(to:controlPoint1:controlPoint2:)`: the end point joins the box ([?] the curve's
    /// bulge between its ends is not measured).
    open func move(to point: CGPoint) { include(point) }
    open func addLine(to point: CGPoint) { include(point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { include(endPoint) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { include(endPoint) }
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: the arc's end point, and its
    /// circle's box as the bound (an arc stays within it).
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        include(CGPoint(x: center.x - radius, y: center.y - radius))
        include(CGPoint(x: center.x + radius, y: center.y + radius))
        currentPoint = CGPoint(x: center.x + radius * mCos(endAngle), y: center.y + radius * mSin(endAngle))
    }
    /// `close()`: nothing to add to the box.
    open func close() {}
    /// `removeAllPoints()`: empty again.
    open func removeAllPoints() {
        bounds = .zero
        currentPoint = .zero
        isEmpty = true
    }
    /// `append(_:)`: the other path's box joins this one's.
    open func append(_ bezierPath: UIBezierPath) {
        guard !bezierPath.isEmpty else { return }
        include(bezierPath.bounds.origin)
        include(CGPoint(x: bezierPath.bounds.maxX, y: bezierPath.bounds.maxY))
    }
    /// `apply(_:)`: the box's corners transformed.
    open func apply(_ transform: CGAffineTransform) {
        let a = bounds.origin.applying(transform)
        let b = CGPoint(x: bounds.maxX, y: bounds.maxY).applying(transform)
        bounds = CGRect(
            x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
    /// `reversing()`: a new path over the same box (a box has no direction).
    open func reversing() -> UIBezierPath {
        copy(with: nil) as? UIBezierPath ?? UIBezierPath(rect: bounds)
    }
    /// `contains(_:)`: whether the point is in the path's box [?] (the shape inside is not kept).
    open func contains(_ point: CGPoint) -> Bool { !isEmpty && bounds.contains(point) }

    /// `setLineDash(_:count:phase:)`, `getLineDash(_:count:phase:)`: kept and read back.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [], phase)
    }
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern {
            for (i, length) in dash.pattern.enumerated() { pattern[i] = length }
        }
        count?.pointee = dash.pattern.count
        phase?.pointee = dash.phase
    }

    /// `fill()`, `stroke()`, `fill(with:alpha:)`, `stroke(with:alpha:)`, `addClip()`: accepted,
    /// nothing painted or clipped (the model draws no path content).
    open func fill() { noteNothingDrawn() }
    open func stroke() { noteNothingDrawn() }
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { noteNothingDrawn() }
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { noteNothingDrawn() }
    open func addClip() { noteNothingDrawn() }
    private func noteNothingDrawn() {
        Engine.running?.noteOnce("UIBezierPath: fill, stroke and addClip draw nothing (no path content is painted)")
    }

    /// `copy(with:)`: a path with the same box, point and line settings.
    open func copy(with zone: NSZone?) -> Any {
        let made = UIBezierPath()
        made.bounds = bounds
        made.currentPoint = currentPoint
        made.isEmpty = isEmpty
        made.lineWidth = lineWidth
        made.lineCapStyle = lineCapStyle
        made.lineJoinStyle = lineJoinStyle
        made.miterLimit = miterLimit
        made.flatness = flatness
        made.usesEvenOddFillRule = usesEvenOddFillRule
        made.dash = dash
        return made
    }
}
