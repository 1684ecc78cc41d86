/// How UIKit's own transition moves when the delegate vends no animator, as
/// `UIModalTransitionStyle` ([D] Apple, "UIModalTransitionStyle"): the default slide up, a cross
/// dissolve, a horizontal flip, or a partial page curl (full-screen presentations only). Raw values
/// are UIViewController.h's (line 40, an `NSInteger` enum); commands spell a style by `name`.
public enum ModalTransitionStyle: Int, Sendable, Equatable, CaseIterable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3

    /// The style's name in commands (`crossDissolve`, …): its case name.
    public var name: String {
        switch self {
        case .coverVertical: "coverVertical"
        case .flipHorizontal: "flipHorizontal"
        case .crossDissolve: "crossDissolve"
        case .partialCurl: "partialCurl"
        }
    }
}
