/// A size class, as `UIUserInterfaceSizeClass` (UIInterface.h's raw values).
public enum SizeClass: Int, Sendable, Equatable {
    case unspecified, compact, regular
    /// The one-letter form used in headers: `wC hR` (`U` for unspecified).
    public var letter: String {
        switch self {
        case .compact: "C"
        case .regular: "R"
        case .unspecified: "U"
        }
    }
    /// The word the state JSON writes: `compact`, `regular`, `unspecified`.
    public var name: String {
        switch self {
        case .compact: "compact"
        case .regular: "regular"
        case .unspecified: "unspecified"
        }
    }
}

/// Which way up the device is held.
public enum Orientation: String, Sendable, Equatable, CaseIterable {
    case portrait, landscape
    public var toggled: Orientation { self == .portrait ? .landscape : .portrait }
}
