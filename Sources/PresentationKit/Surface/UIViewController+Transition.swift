extension ViewController {
    /// `UIViewController.Transition` (iOS 18): PresentationKit's `ControllerTransition`, the
    /// transition a controller prefers when it is presented or pushed (`preferredTransition`, in
    /// the engine's class body).
    public typealias Transition = ControllerTransition

    /// `UIViewController.ViewLoading` (iOS 16.4): a property wrapper for a controller's property
    /// set in `viewDidLoad()`; reading it loads the view first (`loadViewIfNeeded()`), so the
    /// value is there (Apple, "UIViewController.ViewLoading"). Read before it is set, it stops
    /// the program, as UIKit's does for an unset value.
    @propertyWrapper
    public struct ViewLoading<Value> {
        private var value: Value?

        public init() {}
        public init(wrappedValue: Value) { value = wrappedValue }

        /// Only through the controller (`_enclosingInstance`), as UIKit's.
        @available(*, unavailable, message: "@ViewLoading is for properties of a UIViewController")
        public var wrappedValue: Value {
            get { fatalError("@ViewLoading is for properties of a UIViewController") }
            set { fatalError("@ViewLoading is for properties of a UIViewController") }
        }

        public static subscript<EnclosingSelf: ViewController>(
            _enclosingInstance instance: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, ViewLoading<Value>>
        ) -> Value {
            get {
                instance.loadViewIfNeeded()
                guard let value = instance[keyPath: storageKeyPath].value else {
                    fatalError(
                        "UIViewController.ViewLoading: \(EnclosingSelf.self)'s property was read before it was set")
                }
                return value
            }
            set { instance[keyPath: storageKeyPath].value = newValue }
        }
    }
}

extension ControllerTransition {
    /// `zoom(options:sourceViewProvider:)`: zoom from the view the closure gives, and back
    /// into it; the engine calls the closure at each presentation, push, dismissal and pop.
    public static func zoom(
        options: ZoomOptions? = nil,
        sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
    ) -> Self {
        let zoom = ZoomTransition(dimmingColor: options?.dimmingColor) { context in
            sourceViewProvider(
                ZoomSourceViewProviderContext(
                    sourceViewController: context.sourceViewController,
                    zoomedViewController: context.zoomedViewController))
        }
        if let shouldBegin = options?.interactiveDismissShouldBegin {
            zoom.interactiveDismissShouldBegin = { _ in shouldBegin(ZoomOptions.InteractionContext()) }
        }
        return Self(zoom: zoom, style: nil)
    }
    /// The transition styles, as `modalTransitionStyle` names them.
    public static var coverVertical: Self { Self(zoom: nil, style: .coverVertical) }
    public static var flipHorizontal: Self { Self(zoom: nil, style: .flipHorizontal) }
    public static var crossDissolve: Self { Self(zoom: nil, style: .crossDissolve) }
    public static var partialCurl: Self { Self(zoom: nil, style: .partialCurl) }

    /// `UIViewController.Transition.ZoomSourceViewProviderContext`: what the source view
    /// provider is handed.
    open class ZoomSourceViewProviderContext: NSObject {
        open private(set) var sourceViewController: UIViewController
        open private(set) var zoomedViewController: UIViewController
        init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
        }
    }

    /// `UIViewController.Transition.ZoomOptions`: kept as set; the engine plays
    /// `dimmingColor`, and neither asks `interactiveDismissShouldBegin` (there is no
    /// interactive zoom dismissal yet) nor applies `alignmentRectProvider` [?].
    open class ZoomOptions: NSObject, NSCopying {
        open var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
        public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
        open var dimmingColor: UIColor?
        open var dimmingVisualEffect: UIBlurEffect?

        public override init() {}

        public func copy(with zone: NSZone? = nil) -> Any {
            let copy = ZoomOptions()
            copy.interactiveDismissShouldBegin = interactiveDismissShouldBegin
            copy.alignmentRectProvider = alignmentRectProvider
            copy.dimmingColor = dimmingColor
            copy.dimmingVisualEffect = dimmingVisualEffect
            return copy
        }

        /// `UIViewController.Transition.ZoomOptions.InteractionContext`.
        open class InteractionContext: NSObject {
            open private(set) var location: CGPoint = .zero
            open private(set) var velocity = CGVector(dx: 0, dy: 0)
            open private(set) var willBegin = true
        }

        /// `UIViewController.Transition.ZoomOptions.AlignmentRectContext`.
        open class AlignmentRectContext: NSObject {
            open private(set) var sourceView: UIView
            open private(set) var zoomedViewController: UIViewController
            init(sourceView: UIView, zoomedViewController: UIViewController) {
                self.sourceView = sourceView
                self.zoomedViewController = zoomedViewController
            }
        }
    }
}
