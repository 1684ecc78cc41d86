/// iOS 18's zoom transition, as a controller's `preferredTransition = .zoom(options:
/// sourceViewProvider:)` asks for it (the UIKit-spelled layer's `UIViewController.Transition`
/// makes one): the view the zoom starts from and ends at, given by the app's closure, and the
/// options the model plays. [D] Apple, "zoom(options:sourceViewProvider:)": "The system calls the
/// source view provider when it presents and when it dismisses the view controller."
public final class ZoomTransition {
    /// What the source view provider is handed: the controller zoomed from, and the one zoomed.
    public struct Context {
        public let sourceViewController: ViewController
        public let zoomedViewController: ViewController
    }
    let sourceView: (Context) -> View?
    /// `ZoomOptions.dimmingColor`: the colour behind the zoomed view; nil, UIKit's default.
    public var dimmingColor: Color?
    /// `ZoomOptions.interactiveDismissShouldBegin`: kept; the model has no interactive zoom
    /// dismissal yet, so it is never asked [?].
    public var interactiveDismissShouldBegin: ((Context) -> Bool)?
    /// `ZoomOptions.alignmentRectProvider`: kept, not applied (the zoom aligns whole frames) [?].
    public var alignmentRectProvider: ((Context) -> Rect?)?

    /// The one view a zoom of the playground's always starts from (`zoom from`): a zoom that
    /// names its view, rather than a closure of the app's, copies with its world.
    package private(set) weak var fixedSource: View?

    public init(dimmingColor: Color? = nil, sourceView: @escaping (Context) -> View?) {
        self.dimmingColor = dimmingColor
        self.sourceView = sourceView
    }

    /// A zoom from `view`, whatever the context (the playground's thumbnail).
    package convenience init(from view: View) {
        self.init { [weak view] _ in view }
        fixedSource = view
    }

    /// The same zoom in `world`, or nil (and a refusal) for one whose closure is the app's.
    func copy(in world: WorldCopy) -> ZoomTransition? {
        guard let view = fixedSource else {
            world.refuse("a zoom transition whose source view comes from a closure cannot be copied")
            return nil
        }
        let c = ZoomTransition(from: world.view(view))
        c.dimmingColor = dimmingColor
        return c
    }
}

extension ViewController {
    /// The zoom this controller is presented or pushed with, on a release that has one (iOS 18
    /// and later: `preferredTransition` is "iOS 18.0+").
    func zoom(on release: IOSRelease) -> ZoomTransition? {
        release.rawValue >= 18 ? zoomTransition : nil
    }

    /// The zoom this controller is presented or pushed with (`preferredTransition`), if any.
    package var zoomTransition: ZoomTransition? {
        get { uikitExtras[ZoomTransition.extrasKey] as? ZoomTransition }
        set { uikitExtras[ZoomTransition.extrasKey] = newValue }
    }
}

extension ZoomTransition {
    static let extrasKey = "zoomTransition"
}
