/// A 2-D affine transform `[a b c d tx ty]`, as `CGAffineTransform`; a point maps to
/// (a·x + c·y + tx, b·x + d·y + ty). Views apply it about their centre.
public struct AffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }

    public var isIdentity: Bool { self == .identity }

    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// `self` followed by `t`, as `concatenating(_:)`.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    public var components: [Double] { [a, b, c, d, tx, ty] }

    public var description: String {
        if isIdentity { return "identity" }
        if b == 0, c == 0, tx == 0, ty == 0 { return "scale(\(formatNumber(a)), \(formatNumber(d)))" }
        if a == 1, b == 0, c == 0, d == 1 { return "translate(\(formatNumber(tx)), \(formatNumber(ty)))" }
        return "[" + components.map { formatNumber($0) }.joined(separator: " ") + "]"
    }
}
