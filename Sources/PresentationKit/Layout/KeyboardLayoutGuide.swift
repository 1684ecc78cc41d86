/// `UITrackingLayoutGuide` (iOS 15): a guide that moves, with constraints an app hands it to turn
/// on and off as it nears or leaves an edge of its view (Apple's reference). The only one the
/// model has is the keyboard guide, which rests docked at the bottom with the keyboard off
/// screen: so constraints for near the bottom edge are active, and those for away from the top,
/// leading or trailing edge; the others are kept inactive. [?] The model shows no keyboard, so
/// the guide never moves and nothing switches afterwards.
open class TrackingLayoutGuide: LayoutGuide {
    private var nearEdge: [(DirectionalRectEdge, [LayoutConstraint])] = []
    private var awayFromEdge: [(DirectionalRectEdge, [LayoutConstraint])] = []

    /// Where the guide rests: the bottom edge.
    private static let restingEdge: DirectionalRectEdge = .bottom

    /// `setConstraints(_:activeWhenNearEdge:)`, `constraints(activeWhenNearEdge:)`.
    open func setConstraints(_ constraints: [LayoutConstraint], activeWhenNearEdge edge: DirectionalRectEdge) {
        replace(&nearEdge, edge, constraints, active: edge.contains(Self.restingEdge))
    }
    open func constraints(activeWhenNearEdge edge: DirectionalRectEdge) -> [LayoutConstraint] {
        nearEdge.first { $0.0 == edge }?.1 ?? []
    }
    /// `setConstraints(_:activeWhenAwayFrom:)`, `constraints(activeWhenAwayFrom:)`.
    open func setConstraints(_ constraints: [LayoutConstraint], activeWhenAwayFrom edge: DirectionalRectEdge) {
        replace(&awayFromEdge, edge, constraints, active: !edge.contains(Self.restingEdge))
    }
    open func constraints(activeWhenAwayFrom edge: DirectionalRectEdge) -> [LayoutConstraint] {
        awayFromEdge.first { $0.0 == edge }?.1 ?? []
    }
    /// `removeAllTrackedConstraints()`: deactivated and forgotten.
    open func removeAllTrackedConstraints() {
        for (_, list) in nearEdge + awayFromEdge { LayoutConstraint.deactivate(list) }
        nearEdge = []
        awayFromEdge = []
    }

    private func replace(
        _ table: inout [(DirectionalRectEdge, [LayoutConstraint])], _ edge: DirectionalRectEdge,
        _ constraints: [LayoutConstraint], active: Bool
    ) {
        if let i = table.firstIndex(where: { $0.0 == edge }) {
            LayoutConstraint.deactivate(table[i].1)
            table.remove(at: i)
        }
        table.append((edge, constraints))
        if active { LayoutConstraint.activate(constraints) } else { LayoutConstraint.deactivate(constraints) }
    }
}

/// `UIKeyboardLayoutGuide` (iOS 15): where the keyboard is; with the keyboard off screen, the
/// bottom safe-area inset when `usesBottomSafeArea` (the default), else nothing at the bottom edge
/// (Apple's reference).
open class KeyboardLayoutGuide: TrackingLayoutGuide {
    open var followsUndockedKeyboard = false
    open var usesBottomSafeArea = true {
        didSet { owningView?.setNeedsLayout() }
    }
    open var keyboardDismissPadding: Double = 0
    override init(keyboardOf view: View) { super.init(keyboardOf: view) }
    public required init?(coder: Coder) { return nil }
}
