import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// The pieces of Foundation the library writes itself (`FoundationBits.swift`), each as
/// Foundation answers.
@Suite struct FoundationBitsTests {
    /// What `String(format:)` answers (called through its formatter: this test module sees
    /// Foundation's `String(format:)` too, which loaded code never does).
    @Test func stringFormatFormatsNumbersAsPrintfAndObjectsByDescription() {
        #expect(String.formatted("%.1f|%@|%d|%5.2f%%", [1.0, "x", 3, 2.5]) == "1.0|x|3| 2.50%")
        #expect(String.formatted("%03d:%02d", [7, 5]) == "007:05")
        #expect(String.formatted("%s and %@", ["left", "right"]) == "left and right")
        #expect(String.formatted("no arguments %d", []) == "no arguments %d")
        #expect(String.formatted("%x", [255]) == "ff")
    }

    @Test func theStageRunsUserCodeOnTheMainThread() {
        #expect(Thread.isMainThread)
        #expect(Thread.current.isMainThread)
    }

    @Test func theStageHasNoBundleResources() {
        #expect(Bundle.main.url(forResource: "Alderis", withExtension: "bundle") == nil)
        #expect(Bundle(path: "/nowhere") == nil)
    }

    /// A coder gives back what was encoded in it, and the keyed unarchiver's zero for a missing key.
    @Test func aCoderGivesBackWhatWasEncoded() {
        let coder = NSCoder()
        coder.encode(3, forKey: "timingCurveType")
        coder.encode("card", forKey: "name")
        #expect(coder.decodeInteger(forKey: "timingCurveType") == 3)
        #expect(coder.decodeObject(forKey: "name") as? String == "card")
        #expect(coder.decodeBool(forKey: "missing") == false)
        #expect(!coder.containsValue(forKey: "missing"))
    }
}

/// `UITimingCurveProvider` as UIKit declares it: an app's own provider conforms by giving the
/// curve's kind and parameters (Movin's `TimingCurve`), and an animator runs its curve.
@Suite struct TimingCurveProviderTests {
    final class AppCurve: NSObject, UITimingCurveProvider {
        let timingCurveType: UITimingCurveType = .composed
        let cubicTimingParameters: UICubicTimingParameters? = UICubicTimingParameters(animationCurve: .easeIn)
        let springTimingParameters: UISpringTimingParameters? = UISpringTimingParameters(dampingRatio: 0.6)
        override init() { super.init() }
        required init?(coder: NSCoder) { return nil }
        func encode(with coder: NSCoder) {}
        func copy(with zone: NSZone? = nil) -> Any { self }
    }

    @Test func anAppsProviderGivesItsSpringToTheAnimator() {
        let curve = AppCurve()
        guard case .spring = curve.timingCurve else {
            Issue.record("a composed curve with spring parameters times as a spring, got \(curve.timingCurve)")
            return
        }
        let animator = UIViewPropertyAnimator(duration: 0.4, timingParameters: curve)
        #expect(animator.duration == 0.4)
        #expect(UICubicTimingParameters(animationCurve: .linear).timingCurveType == .builtin)
        #expect(UISpringTimingParameters(dampingRatio: 1).springTimingParameters != nil)
    }
}

/// Snapshot code's Core Graphics context: there while an image context is open, gone after, and
/// its state calls balanced (the model paints nothing into it).
@Suite struct CGContextTests {
    @Test func theCurrentContextIsTheInnermostImageContexts() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 20), true, 0)
        let context = UIGraphicsGetCurrentContext()
        #expect(context != nil)
        context?.saveGState()
        context?.translateBy(x: 5, y: 0)
        #expect(context?.ctm.tx == 5)
        context?.restoreGState()
        #expect(context?.ctm == .identity)
        UIView().layer.render(in: context!)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 10, height: 20))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(Bundle.main.localizedString(forKey: "title", value: nil, table: nil) == "title")
    }

    /// `NSValue` gives back the geometry it boxed, and zero for a kind it did not box.
    @Test func aValueGivesBackTheGeometryItBoxed() {
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        let turn = CGAffineTransform(rotationAngle: 1)
        #expect(NSValue(cgAffineTransform: turn).cgAffineTransformValue == turn)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(range: NSRange(location: 2, length: 3)).rangeValue == NSRange(location: 2, length: 3))
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgRectValue == .zero)
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgAffineTransformValue == .identity)
    }
}
