/// How a view controller is presented, as `UIModalPresentationStyle`.
public enum ModalPresentationStyle: String, Sendable, Equatable, CaseIterable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none,
        automatic

    /// The style's name in commands and JSON (`fullScreen`, `custom`, …).
    public var name: String { rawValue }

    public static func named(_ s: String) -> ModalPresentationStyle? {
        allCases.first { $0.rawValue.lowercased() == s.lowercased() }
    }
}
