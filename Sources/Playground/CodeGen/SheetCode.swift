import PresentationKit

/// The Swift for what the app sets on the presented controller before presenting a sheet:
/// `modalTransitionStyle`, `isModalInPresentation`, and `sheetPresentationController`'s
/// properties, each line only when it differs from UIKit's default.
enum SheetCode {
    static func write(_ c: PresentationConfig, into s: inout SwiftSource) {
        if c.transitionStyle != .coverVertical {
            s.line("presented.modalTransitionStyle = .\(c.transitionStyle.name)")
        }
        if c.modalInPresentation {
            s.comment("UIKit refuses the user's swipe to dismiss it (the delegate hears the attempt).")
            s.line("presented.isModalInPresentation = true")
        }
        guard [.pageSheet, .formSheet, .automatic].contains(c.style) else { return }
        var lines: [String] = []
        let system = c.sheetDetents.map { $0 == .medium ? ".medium()" : ".large()" }
        let custom =
            c.sheetCustomDetent.map {
                [".custom(identifier: .init(\"custom\")) { _ in \(formatNumber($0)) }"]
            } ?? []
        if system + custom != [".large()"] {
            lines.append("sheet.detents = [" + (system + custom).joined(separator: ", ") + "]")
        }
        if c.sheetGrabber { lines.append("sheet.prefersGrabberVisible = true") }
        if let undimmed = c.sheetUndimmed {
            lines.append(
                "sheet.largestUndimmedDetentIdentifier = "
                    + (undimmed == .custom ? ".init(\"custom\")" : "." + undimmed.rawValue))
        }
        if let corner = c.sheetCorner { lines.append("sheet.preferredCornerRadius = \(formatNumber(corner))") }
        if c.sheetEdgeAttached { lines.append("sheet.prefersEdgeAttachedInCompactHeight = true") }
        if c.sheetDelegateOn {
            lines.append(
                "// `sheet delegate on`: set your UISheetPresentationControllerDelegate here (sheet.delegate).")
        }
        guard !lines.isEmpty else { return }
        s.block("if let sheet = presented.sheetPresentationController") { s in s.lines(lines) }
    }
}
