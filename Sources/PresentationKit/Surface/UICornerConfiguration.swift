// iOS 26's corner configurations (Apple's `UICornerConfiguration` and `UICornerRadius`
// references): how a view's corners are rounded. A fixed radius is the layer's corner radius, as
// drawings and JSON show it; a capsule's is half the shorter side; a radius concentric with the
// container is its minimum here [?] (the model does not find the container's corners).

/// `UICornerRadius` (iOS 26): one corner's radius.
public struct UICornerRadius: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case fixed(CGFloat)
        case concentric(minimum: CGFloat?)
    }
    let kind: Kind

    /// `fixed(_:)`, `containerConcentric(minimum:)`.
    public static func fixed(_ radius: CGFloat) -> UICornerRadius { UICornerRadius(kind: .fixed(radius)) }
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(kind: .concentric(minimum: minimum))
    }

    /// The radius the model gives it.
    var points: CGFloat {
        switch kind {
        case .fixed(let r): return r
        case .concentric(let minimum): return minimum ?? 0
        }
    }
}

/// `UICornerConfiguration` (iOS 26): the radii of a view's four corners, or a capsule.
public struct UICornerConfiguration: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case corners(
            topLeft: UICornerRadius?, topRight: UICornerRadius?, bottomLeft: UICornerRadius?,
            bottomRight: UICornerRadius?)
        case capsule(maximum: CGFloat?)
    }
    let shape: Shape

    /// `corners(radius:)`, `uniformCorners(radius:)`: one radius for every corner.
    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(
            shape: .corners(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius))
    }
    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration { corners(radius: radius) }
    /// `corners(topLeftRadius:topRightRadius:bottomLeftRadius:bottomRightRadius:)`: nil is square.
    public static func corners(
        topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?, bottomLeftRadius: UICornerRadius?,
        bottomRightRadius: UICornerRadius?
    ) -> UICornerConfiguration {
        UICornerConfiguration(
            shape: .corners(
                topLeft: topLeftRadius, topRight: topRightRadius, bottomLeft: bottomLeftRadius,
                bottomRight: bottomRightRadius))
    }
    /// `capsule(maximumRadius:)`: half the shorter side, at most `maximumRadius`.
    public static func capsule(maximumRadius: CGFloat? = nil) -> UICornerConfiguration {
        UICornerConfiguration(shape: .capsule(maximum: maximumRadius))
    }

    /// The radius of `corner` (the largest of several) for a view of `size`.
    func radius(of corner: UIRectCorner, in size: CGSize) -> CGFloat {
        switch shape {
        case .capsule(let maximum):
            let half = min(size.width, size.height) / 2
            return maximum.map { min($0, half) } ?? half
        case .corners(let tl, let tr, let bl, let br):
            let picked: [(UIRectCorner, UICornerRadius?)] = [
                (.topLeft, tl), (.topRight, tr), (.bottomLeft, bl), (.bottomRight, br),
            ]
            return picked.filter { corner.contains($0.0) }.map { $0.1?.points ?? 0 }.max() ?? 0
        }
    }
}

extension View {
    /// `cornerConfiguration` (iOS 26): kept, and the layer's corner radius follows it (the largest
    /// corner's: the model draws one radius).
    public var cornerConfiguration: UICornerConfiguration {
        get {
            uikitExtras["cornerConfiguration"] as? UICornerConfiguration ?? .corners(radius: .fixed(layer.cornerRadius))
        }
        set {
            uikitExtras["cornerConfiguration"] = newValue
            layer.cornerRadius = newValue.radius(of: .allCorners, in: bounds.size)
        }
    }

    /// `effectiveRadius(corner:)` (iOS 26): the radius of that corner (the largest of several) as
    /// the view's configuration gives it at its present size.
    public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
        guard let configuration = uikitExtras["cornerConfiguration"] as? UICornerConfiguration else {
            return layer.cornerRadius
        }
        return configuration.radius(of: corner, in: bounds.size)
    }
}
