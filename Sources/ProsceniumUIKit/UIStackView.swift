import PresentationKit

/// `UIStackView`: lays its arranged subviews out in a row or a column with Auto Layout. As UIKit
/// does, it adds each arranged subview as a subview, turns off its autoresizing-mask constraints
/// and constrains it: one after another along the axis `spacing` apart, the first and last to
/// its own edges; across the axis by `alignment` (Apple's UIStackView reference). Hidden arranged
/// subviews take no room. Of the distributions, `.fill` is modelled (intrinsic sizes decide); the
/// others are laid out as `.fill` [?].
open class UIStackView: View {
    /// `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

    /// `arrangedSubviews`.
    open private(set) var arrangedSubviews: [View] = []
    /// `axis`: `.horizontal` unless set.
    open var axis: LayoutAxis = .horizontal { didSet { arrange() } }
    /// `spacing`.
    open var spacing: CGFloat = 0 { didSet { arrange() } }
    /// `alignment`.
    open var alignment: Alignment = .fill { didSet { arrange() } }
    /// `distribution`.
    open var distribution: Distribution = .fill { didSet { arrange() } }

    /// The constraints the stack made, replaced whenever it re-arranges.
    private var arrangement: [LayoutConstraint] = []

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { return nil }

    /// `init(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// `addArrangedSubview(_:)`: added last, as a subview too.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// `insertArrangedSubview(_:at:)`.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(index, arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrange()
    }

    /// `removeArrangedSubview(_:)`: no longer arranged, but still a subview (as in UIKit).
    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        arrange()
    }

    /// Replaces the stack's constraints with ones for the arranged subviews as they are now.
    private func arrange() {
        LayoutConstraint.deactivate(arrangement)
        var made: [LayoutConstraint] = []
        let shown = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        var previous: View?
        for v in shown {
            if axis == .vertical {
                made.append(
                    v.topAnchor.constraint(
                        equalTo: previous?.bottomAnchor ?? topAnchor, constant: previous == nil ? 0 : spacing))
                switch alignment {
                case .fill:
                    made += [
                        v.leadingAnchor.constraint(equalTo: leadingAnchor),
                        v.trailingAnchor.constraint(equalTo: trailingAnchor),
                    ]
                case .leading, .firstBaseline:
                    made += [
                        v.leadingAnchor.constraint(equalTo: leadingAnchor),
                        v.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
                    ]
                case .trailing, .lastBaseline:
                    made += [
                        v.trailingAnchor.constraint(equalTo: trailingAnchor),
                        v.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor),
                    ]
                case .center:
                    made += [
                        v.centerXAnchor.constraint(equalTo: centerXAnchor),
                        v.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor),
                    ]
                }
            } else {
                made.append(
                    v.leadingAnchor.constraint(
                        equalTo: previous?.trailingAnchor ?? leadingAnchor, constant: previous == nil ? 0 : spacing))
                switch alignment {
                case .fill:
                    made += [
                        v.topAnchor.constraint(equalTo: topAnchor), v.bottomAnchor.constraint(equalTo: bottomAnchor),
                    ]
                case .leading, .firstBaseline:
                    made += [
                        v.topAnchor.constraint(equalTo: topAnchor),
                        v.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
                    ]
                case .trailing, .lastBaseline:
                    made += [
                        v.bottomAnchor.constraint(equalTo: bottomAnchor),
                        v.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
                    ]
                case .center:
                    made += [
                        v.centerYAnchor.constraint(equalTo: centerYAnchor),
                        v.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
                    ]
                }
            }
            previous = v
        }
        if let last = previous {
            made.append(
                axis == .vertical
                    ? last.bottomAnchor.constraint(equalTo: bottomAnchor)
                    : last.trailingAnchor.constraint(equalTo: trailingAnchor))
        }
        LayoutConstraint.activate(made)
        arrangement = made
    }
}
