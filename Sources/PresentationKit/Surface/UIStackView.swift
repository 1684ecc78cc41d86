/// `UIStackView`: lays its arranged subviews out in a row or a column with Auto Layout. As UIKit
/// does, it adds each arranged subview as a subview, turns off its autoresizing-mask constraints
/// and constrains it: one after another along the axis `spacing` apart, the first and last to
/// its own edges; across the axis by `alignment` (Apple's UIStackView reference). Hidden arranged
/// subviews take no room. Of the distributions, `.fill` is modelled (intrinsic sizes decide); the
/// others are laid out as `.fill` [?].
open class UIStackView: View {
    /// `UIStackView.Alignment`.
    public enum Alignment: Int, @unchecked Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, @unchecked Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

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

    /// `isLayoutMarginsRelativeArrangement`: arranged views meet the stack's layout margins, not
    /// its edges (Apple's reference). `isBaselineRelativeArrangement`: kept (the model lays out
    /// no text baselines).
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrange() } }
    open var isBaselineRelativeArrangement = false

    /// `UIStackView.spacingUseDefault`, `spacingUseSystem`: the markers `customSpacing(after:)`
    /// answers for a view with none of its own, and that reset it (UIStackView.h).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude
    /// The spacing after each arranged view that has its own (`setCustomSpacing(_:after:)`).
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// `setCustomSpacing(_:after:)` (iOS 11): the space after one arranged view instead of
    /// `spacing`; `spacingUseDefault` goes back to `spacing`. [?] `spacingUseSystem` is taken as
    /// 8 points, the model's standard spacing.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        let key = ObjectIdentifier(arrangedSubview)
        customSpacings[key] = spacing == Self.spacingUseDefault ? nil : spacing
        arrange()
    }

    /// `customSpacing(after:)`: the view's own spacing, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The space after `view`: its own, else the stack's.
    private func spacing(after view: View) -> CGFloat {
        guard let own = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return own == Self.spacingUseSystem ? 8 : own
    }

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
        customSpacings[ObjectIdentifier(view)] = nil
        arrange()
    }

    /// Replaces the stack's constraints with ones for the arranged subviews as they are now.
    private func arrange() {
        LayoutConstraint.deactivate(arrangement)
        // The edges the first and last views meet: the stack's, or its margins' when asked.
        let margins = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : nil
        let edgeLeading = margins?.leadingAnchor ?? leadingAnchor
        let edgeTrailing = margins?.trailingAnchor ?? trailingAnchor
        let edgeTop = margins?.topAnchor ?? topAnchor
        let edgeBottom = margins?.bottomAnchor ?? bottomAnchor
        let edgeCenterX = margins?.centerXAnchor ?? centerXAnchor
        let edgeCenterY = margins?.centerYAnchor ?? centerYAnchor
        var made: [LayoutConstraint] = []
        let shown = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        var previous: View?
        for v in shown {
            if axis == .vertical {
                made.append(
                    v.topAnchor.constraint(
                        equalTo: previous?.bottomAnchor ?? edgeTop, constant: previous.map { spacing(after: $0) } ?? 0))
                switch alignment {
                case .fill:
                    made += [
                        v.leadingAnchor.constraint(equalTo: edgeLeading),
                        v.trailingAnchor.constraint(equalTo: edgeTrailing),
                    ]
                case .leading, .firstBaseline:
                    made += [
                        v.leadingAnchor.constraint(equalTo: edgeLeading),
                        v.trailingAnchor.constraint(lessThanOrEqualTo: edgeTrailing),
                    ]
                case .trailing, .lastBaseline:
                    made += [
                        v.trailingAnchor.constraint(equalTo: edgeTrailing),
                        v.leadingAnchor.constraint(greaterThanOrEqualTo: edgeLeading),
                    ]
                case .center:
                    made += [
                        v.centerXAnchor.constraint(equalTo: edgeCenterX),
                        v.leadingAnchor.constraint(greaterThanOrEqualTo: edgeLeading),
                    ]
                }
            } else {
                made.append(
                    v.leadingAnchor.constraint(
                        equalTo: previous?.trailingAnchor ?? edgeLeading,
                        constant: previous.map { spacing(after: $0) } ?? 0))
                switch alignment {
                case .fill:
                    made += [
                        v.topAnchor.constraint(equalTo: edgeTop), v.bottomAnchor.constraint(equalTo: edgeBottom),
                    ]
                case .leading, .firstBaseline:
                    made += [
                        v.topAnchor.constraint(equalTo: edgeTop),
                        v.bottomAnchor.constraint(lessThanOrEqualTo: edgeBottom),
                    ]
                case .trailing, .lastBaseline:
                    made += [
                        v.bottomAnchor.constraint(equalTo: edgeBottom),
                        v.topAnchor.constraint(greaterThanOrEqualTo: edgeTop),
                    ]
                case .center:
                    made += [
                        v.centerYAnchor.constraint(equalTo: edgeCenterY),
                        v.topAnchor.constraint(greaterThanOrEqualTo: edgeTop),
                    ]
                }
            }
            previous = v
        }
        if let last = previous {
            made.append(
                axis == .vertical
                    ? last.bottomAnchor.constraint(equalTo: edgeBottom)
                    : last.trailingAnchor.constraint(equalTo: edgeTrailing))
        }
        LayoutConstraint.activate(made)
        arrangement = made
    }
}
