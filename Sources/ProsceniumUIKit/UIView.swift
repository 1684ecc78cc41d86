import PresentationKit

/// `UIView`: PresentationKit's view, so a user's view is the engine's view (frame, bounds, centre,
/// alpha, transform, colour, hidden, autoresizing, safe area, hierarchy, tap recognisers and the
/// `animate` forms are its own members).
public typealias UIView = View
/// `UIWindow`.
public typealias UIWindow = Window
/// `UIColor`.
public typealias UIColor = Color

extension View {
    /// `UIView.AnimationOptions`.
    public typealias AnimationOptions = PresentationKit.AnimationOptions
    /// `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = PresentationKit.AutoresizingMask
    /// `UIView.AnimationCurve`, as `UIPercentDrivenInteractiveTransition.completionCurve` takes it.
    public typealias AnimationCurve = TimingCurve

    /// `layer`: the few layer properties presentation code sets. Only `cornerRadius` reaches the
    /// engine (it is the view's); the others are accepted and not modelled yet.
    public var layer: CALayer { CALayer(view: self) }

    /// `setNeedsLayout()`: the model lays out nothing of its own below the container, so there is
    /// nothing to mark.
    public func setNeedsLayout() {}

    /// `layoutIfNeeded()`: as `setNeedsLayout()`; without Auto Layout no frame waits for a pass.
    public func layoutIfNeeded() {}

    /// `bringSubviewToFront(_:)`.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// `sendSubviewToBack(_:)`.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// `insertSubview(_:aboveSubview:)`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }
}

/// The layer behind a view, as `CALayer`, reduced to what presentation code sets on it.
public final class CALayer {
    /// The view whose layer this is.
    public unowned let view: View
    init(view: View) { self.view = view }

    public var cornerRadius: CGFloat {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }
    // Accepted so that code compiles; the drawing shows none of them yet.
    public var masksToBounds: Bool {
        get { false }
        set {}
    }
    public var shadowOpacity: Float {
        get { 0 }
        set {}
    }
    public var shadowRadius: CGFloat {
        get { 3 }
        set {}
    }
    public var shadowOffset: CGSize {
        get { Size(width: 0, height: -3) }
        set {}
    }
}

extension Color {
    /// `UIColor(white:alpha:)`: black and white by name, other greys by their level.
    public init(white: Double, alpha: Double) {
        switch white {
        case 0: self.init(name: "black", alpha: alpha)
        case 1: self.init(name: "white", alpha: alpha)
        default: self.init(name: "gray \(formatNumber(white))", alpha: alpha)
        }
    }

    /// `UIColor(red:green:blue:alpha:)`, named by its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.init(name: "rgb(\(formatNumber(red)), \(formatNumber(green)), \(formatNumber(blue)))", alpha: alpha)
    }

    public static let gray = Color(name: "gray")
    public static let lightGray = Color(name: "lightGray")
    public static let darkGray = Color(name: "darkGray")
    public static let blue = Color(name: "blue")
    public static let green = Color(name: "green")
    public static let orange = Color(name: "orange")
    public static let systemBlue = Color(name: "systemBlue")
    public static let secondarySystemBackground = Color(name: "secondarySystemBackground")
}

/// `UIScreen`: the screen of the engine whose code is running.
public final class UIScreen: Sendable {
    private init() {}
    /// `UIScreen.main`.
    public static let main = UIScreen()

    /// The running engine's screen, in its current orientation; outside any engine, the default
    /// device's portrait screen (an engine made with no arguments has that screen).
    public var bounds: CGRect {
        let size = Engine.running?.window.screenSize ?? Device.iPhoneSE.size(in: .portrait)
        return Rect(origin: .zero, size: size)
    }
}
