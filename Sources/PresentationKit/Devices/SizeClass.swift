/// A size class, as `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, Equatable {
    case compact, regular
    /// The one-letter form used in headers: `wC hR`.
    public var letter: String { self == .compact ? "C" : "R" }
}

/// The traits that matter to presentations, as `UITraitCollection`.
public struct TraitCollection: Equatable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public init(horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }
    public var description: String { "w\(horizontalSizeClass.letter) h\(verticalSizeClass.letter)" }
}

/// Which way up the device is held.
public enum Orientation: String, Sendable, Equatable, CaseIterable {
    case portrait, landscape
    public var toggled: Orientation { self == .portrait ? .landscape : .portrait }
}
