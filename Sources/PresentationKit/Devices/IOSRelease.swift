/// The iOS release the model plays (`ios 17|18|26`), shown in the header line and in
/// `state --json` as `device.ios`. UIKit's presentation machinery is the same across them except
/// where Apple documents a change; each such change is a rule in `PresentationRules` that names
/// the release it starts in.
public enum IOSRelease: Int, Sendable, CaseIterable {
    case ios17 = 17
    case ios18 = 18
    case ios26 = 26

    /// The newest release the model follows Apple's documentation for: the default.
    public static let newest: IOSRelease = .ios26

    /// `iOS 26`.
    public var name: String { "iOS \(rawValue)" }
}
