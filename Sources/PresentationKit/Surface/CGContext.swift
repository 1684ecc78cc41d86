/// `CGContext`: a Core Graphics drawing destination, as snapshot and drawing code reaches it
/// (`UIGraphicsGetCurrentContext()`, a renderer context's `cgContext`, `CALayer.render(in:)`).
/// The model draws no pixels, so every drawing call is accepted and paints nothing; the state
/// calls (`saveGState`, transforms) are kept balanced so code that reads them back still runs.
/// The first drawing in a session says so once (`UIGraphics`' note).
public final class CGContext {
    /// The saved graphics states, innermost last (only the transform is kept).
    private var states: [CGAffineTransform] = []
    /// `ctm`: the transform the translate, scale and rotate calls build.
    public private(set) var ctm = CGAffineTransform.identity
    /// `interpolationQuality`, `alpha`: kept.
    public var interpolationQuality: CGInterpolationQuality = .default
    /// A bitmap context's memory and layout (`CGContext(data:width:height:…)` in the `UIKit`
    /// module, where the image it makes lives): nil for a drawing context.
    package var bitmap: (data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int)?
    /// `width`, `height`, `bytesPerRow`: a bitmap context's, 0 for another.
    public var width: Int { bitmap?.width ?? 0 }
    public var height: Int { bitmap?.height ?? 0 }
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }

    package init() {}

    /// `saveGState()`, `restoreGState()`.
    public func saveGState() { states.append(ctm) }
    public func restoreGState() { ctm = states.popLast() ?? ctm }

    /// `translateBy(x:y:)`, `scaleBy(x:y:)`, `rotate(by:)`, `concatenate(_:)`.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(ctm)
    }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(ctm)
    }
    public func rotate(by angle: CGFloat) { ctm = CGAffineTransform(rotationAngle: angle).concatenating(ctm) }
    public func concatenate(_ transform: CGAffineTransform) { ctm = transform.concatenating(ctm) }

    // Drawing: accepted, nothing painted (the model has no bitmaps).
    public func setFillColor(_ color: CGColor) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setAlpha(_ alpha: CGFloat) {}
    public func setBlendMode(_ mode: CGBlendMode) {}
    public func fill(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
    public func clear(_ rect: CGRect) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func addRect(_ rect: CGRect) {}
    public func addEllipse(in rect: CGRect) {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func closePath() {}
    public func fillPath() {}
    public func strokePath() {}
    public func clip(to rect: CGRect) {}
    public func clip() {}
}

/// `CGInterpolationQuality`.
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }

/// `CGBlendMode`, with Core Graphics' raw values: kept by drawing code the model does not paint.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut
    case sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker
    case plusLighter
}

/// `CGLineCap`, `CGLineJoin`, with Core Graphics' raw values: kept by drawing code the model does
/// not paint.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// `UIGraphicsGetCurrentContext()`: the context of the innermost image context begun, nil when
/// none is (as outside any drawing on iOS).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsGetCurrentContext() -> CGContext? { currentGraphicsContext }

/// The innermost open image context's `CGContext` (set by `UIGraphicsBeginImageContext…`).
nonisolated(unsafe) var currentGraphicsContext: CGContext?
