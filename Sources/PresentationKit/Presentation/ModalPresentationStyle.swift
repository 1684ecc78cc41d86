/// How a view controller is presented, as `UIModalPresentationStyle` (UIViewController.h:47, an
/// `NSInteger` enum: its raw values are the header's, so `UIModalPresentationStyle(rawValue: -2)`
/// is `.automatic` as on iOS). Commands and JSON spell a style by its case name (`name`).
public enum ModalPresentationStyle: Int, Sendable, Equatable, CaseIterable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// The style's name in commands and JSON (`fullScreen`, `custom`, …): its case name, which was
    /// its raw value before the raw values became UIKit's numbers.
    public var name: String {
        switch self {
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        case .none: "none"
        case .automatic: "automatic"
        }
    }

    public static func named(_ s: String) -> ModalPresentationStyle? {
        allCases.first { $0.name.lowercased() == s.lowercased() }
    }
}
