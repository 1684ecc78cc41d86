/// `UIViewInvalidating` (iOS 15, UIKit's Swift overlay): what a change of a `@UIView.Invalidating`
/// property marks in the view that holds it.
public protocol UIViewInvalidating {
    /// `invalidate(view:)`: marks what this invalidation names in `view`.
    func invalidate(view: UIView)
}

extension View {
    /// `UIView.Invalidations` (iOS 15): the invalidations `@UIView.Invalidating` takes.
    public enum Invalidations {
        /// `Display`: `setNeedsDisplay()`.
        public struct Display: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) { view.setNeedsDisplay() }
        }
        /// `Layout`: `setNeedsLayout()`.
        public struct Layout: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) { view.setNeedsLayout() }
        }
        /// `Constraints`: `setNeedsUpdateConstraints()`, so `updateConstraints()` runs at the
        /// next layout pass.
        public struct Constraints: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) { view.setNeedsUpdateConstraints() }
        }
        /// `IntrinsicContentSize`: `invalidateIntrinsicContentSize()`.
        public struct IntrinsicContentSize: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) { view.invalidateIntrinsicContentSize() }
        }
        /// `Configuration`: `setNeedsUpdateConfiguration()`, on the views that have one (a
        /// button, a collection view cell); on another view it does nothing [?].
        public struct Configuration: UIViewInvalidating {
            public init() {}
            public func invalidate(view: UIView) {
                if let button = view as? UIButton {
                    button.setNeedsUpdateConfiguration()
                } else if let cell = view as? UICollectionViewCell {
                    cell.setNeedsUpdateConfiguration()
                }
            }
        }
        /// `Tuple`: both invalidations, the first first (what `@Invalidating(.layout, .display)`
        /// makes).
        public struct Tuple<Invalidation1: UIViewInvalidating, Invalidation2: UIViewInvalidating>:
            UIViewInvalidating
        {
            let first: Invalidation1
            let second: Invalidation2
            public init(_ invalidation1: Invalidation1, _ invalidation2: Invalidation2) {
                first = invalidation1
                second = invalidation2
            }
            public func invalidate(view: UIView) {
                first.invalidate(view: view)
                second.invalidate(view: view)
            }
        }
    }

    /// `@UIView.Invalidating(…)` (iOS 15): a property of a view subclass that, set to a value
    /// other than the one it has, marks what its invalidations name (`.layout` calls
    /// `setNeedsLayout()`, `.display` `setNeedsDisplay()`, `.constraints`
    /// `setNeedsUpdateConstraints()`, `.intrinsicContentSize` `invalidateIntrinsicContentSize()`,
    /// `.configuration` `setNeedsUpdateConfiguration()`). [?] That an equal value marks nothing
    /// is read from the `Equatable` the overlay requires of the value.
    @propertyWrapper
    public struct Invalidating<Value: Equatable, InvalidationType: UIViewInvalidating> {
        /// The value.
        private var value: Value
        /// What a change marks.
        private let invalidation: InvalidationType

        /// `init(wrappedValue:_:)`: a property with its first value and one invalidation.
        public init(wrappedValue: Value, _ invalidation: InvalidationType) {
            value = wrappedValue
            self.invalidation = invalidation
        }

        /// `init(wrappedValue:_:_:)`: two invalidations, both marked on a change.
        public init<InvalidationType1: UIViewInvalidating, InvalidationType2: UIViewInvalidating>(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2
        ) where InvalidationType == Invalidations.Tuple<InvalidationType1, InvalidationType2> {
            value = wrappedValue
            invalidation = Invalidations.Tuple(invalidation1, invalidation2)
        }

        /// `wrappedValue`: unavailable, as in UIKit: the wrapper works only on a view's own
        /// property, where it reaches the view through the subscript below.
        @available(*, unavailable, message: "@UIView.Invalidating can only be used on properties of UIView subclasses")
        public var wrappedValue: Value {
            get { fatalError("@UIView.Invalidating can only be used on properties of UIView subclasses") }
            set { fatalError("@UIView.Invalidating can only be used on properties of UIView subclasses") }
        }

        /// The view's property: reads the value; a different value is stored and then marks.
        public static subscript<EnclosingSelf: UIView>(
            _enclosingInstance view: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Invalidating<Value, InvalidationType>>
        ) -> Value {
            get { view[keyPath: storageKeyPath].value }
            set {
                let old = view[keyPath: storageKeyPath].value
                view[keyPath: storageKeyPath].value = newValue
                if old != newValue { view[keyPath: storageKeyPath].invalidation.invalidate(view: view) }
            }
        }
    }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Display {
    /// `.display`.
    public static var display: UIView.Invalidations.Display { .init() }
}
extension UIViewInvalidating where Self == UIView.Invalidations.Layout {
    /// `.layout`.
    public static var layout: UIView.Invalidations.Layout { .init() }
}
extension UIViewInvalidating where Self == UIView.Invalidations.Constraints {
    /// `.constraints`.
    public static var constraints: UIView.Invalidations.Constraints { .init() }
}
extension UIViewInvalidating where Self == UIView.Invalidations.IntrinsicContentSize {
    /// `.intrinsicContentSize`.
    public static var intrinsicContentSize: UIView.Invalidations.IntrinsicContentSize { .init() }
}
extension UIViewInvalidating where Self == UIView.Invalidations.Configuration {
    /// `.configuration`.
    public static var configuration: UIView.Invalidations.Configuration { .init() }
}
