/// `CAMediaTiming`: the timing both a layer and an animation have (CAMediaTiming.h). A layer's
/// own timing is kept and does not change how the model times its animations [?] (the engine's
/// clock is the only one; Core Animation nests a layer's time space in its superlayer's).
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAAnimation: CAMediaTiming {}
extension CALayer: CAMediaTiming {}

/// `CACurrentMediaTime()`: Core Animation's clock, here the engine's virtual time in seconds
/// (0 outside a running engine), so an animation's `beginTime` set from it lines up with the
/// transitions' (CABase.h: "the current absolute time, in seconds").
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CACurrentMediaTime() -> CFTimeInterval { Engine.running?.now ?? 0 }

/// `kCATransition`: the key a layer's transition animation is added under (CATransition.h).
public let kCATransition = "transition"
/// `kCAOnOrderIn`, `kCAOnOrderOut`: the action keys for a layer coming into or leaving a tree.
public let kCAOnOrderIn = "onOrderIn"
public let kCAOnOrderOut = "onOrderOut"

/// `CATransform3DEqualToTransform(_:_:)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// `CATransform3DInvert(_:)`: the inverse, or the transform itself when it has none (CATransform3D.h:
/// "returns the original matrix" if it is not invertible).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    var m = [
        [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
        [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44],
    ]
    var inverse: [[CGFloat]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
    for column in 0..<4 {
        // Gauss–Jordan with the largest pivot left in the column.
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
            abs(m[pivot][column]) > 1e-12
        else { return t }
        m.swapAt(column, pivot)
        inverse.swapAt(column, pivot)
        let scale = m[column][column]
        for k in 0..<4 {
            m[column][k] /= scale
            inverse[column][k] /= scale
        }
        for row in 0..<4 where row != column {
            let factor = m[row][column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                m[row][k] -= factor * m[column][k]
                inverse[row][k] -= factor * inverse[column][k]
            }
        }
    }
    let r = inverse
    return CATransform3D(
        m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
        m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
        m43: r[3][2], m44: r[3][3])
}
