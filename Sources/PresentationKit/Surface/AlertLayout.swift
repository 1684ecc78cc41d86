/// Where an alert's or action sheet's title, message, text fields and buttons go, by view name,
/// at a given width, and the height that takes. [?] UIKit's alert metrics are private: the model
/// takes a 270-point alert, 44-point buttons (two side by side, more stacked), 57-point action
/// sheet rows, an 8-point gap before an action sheet's cancel button, 20 points around an alert's
/// text and 14 around a sheet's, a 304-point popover, a 13-point corner radius; docs/fidelity-evidence.md
/// lists them.
struct AlertLayout {
    static let alertWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44
    static let sheetRowHeight: CGFloat = 57
    static let sheetCancelGap: CGFloat = 8
    /// An action sheet's inset from the container's sides and bottom (inside the safe area).
    static let sheetInset: CGFloat = 8
    static let popoverWidth: CGFloat = 304
    static let cornerRadius: CGFloat = 13
    static let textFieldHeight: CGFloat = 24
    static let titlePointSize: CGFloat = 17
    static let sheetTitlePointSize: CGFloat = 13
    static let messagePointSize: CGFloat = 13

    /// Each content view's frame in the alert's view, by name.
    private(set) var frames: [String: CGRect] = [:]
    /// The whole content's height.
    private(set) var height: CGFloat = 0

    init(_ alert: UIAlertController, width: CGFloat) {
        let isSheet = alert.preferredStyle == .actionSheet
        let inPopover = alert.modalPresentationStyle == .popover
        let margin: CGFloat = isSheet ? 14 : 20
        let textWidth = max(0, width - 2 * 16)
        var y: CGFloat = 0
        let title = alert.title.flatMap { $0.isEmpty ? nil : $0 }
        let message = alert.message.flatMap { $0.isEmpty ? nil : $0 }
        if title != nil || message != nil {
            y += margin
            if let title {
                let size = TextMetrics.size(
                    of: title, pointSize: isSheet ? Self.sheetTitlePointSize : Self.titlePointSize, width: textWidth,
                    maxLines: 0)
                frames["alert title"] = CGRect(x: 16, y: y, width: textWidth, height: size.height)
                y += size.height
            }
            if let message {
                if title != nil { y += 4 }
                let size = TextMetrics.size(
                    of: message, pointSize: Self.messagePointSize, width: textWidth, maxLines: 0)
                frames["alert message"] = CGRect(x: 16, y: y, width: textWidth, height: size.height)
                y += size.height
            }
            y += margin
        }
        for (i, _) in (alert.textFields ?? []).enumerated() {
            frames["text field \(i + 1)"] = CGRect(x: 16, y: y, width: textWidth, height: Self.textFieldHeight)
            y += Self.textFieldHeight + (i == (alert.textFields?.count ?? 0) - 1 ? 16 : 4)
        }
        let buttons = alert.drawnActions
        if isSheet {
            let rows = buttons.filter { inPopover || $0.style != .cancel }
            for action in rows {
                frames[action.title ?? ""] = CGRect(x: 0, y: y, width: width, height: Self.sheetRowHeight)
                y += Self.sheetRowHeight
            }
            if !inPopover { frames["action group"] = CGRect(x: 0, y: 0, width: width, height: y) }
            if !inPopover, let cancel = buttons.first(where: { $0.style == .cancel }) {
                y += Self.sheetCancelGap
                frames[cancel.title ?? ""] = CGRect(x: 0, y: y, width: width, height: Self.sheetRowHeight)
                y += Self.sheetRowHeight
            }
        } else if buttons.count == 2 {
            for (i, action) in buttons.enumerated() {
                frames[action.title ?? ""] = CGRect(
                    x: width / 2 * CGFloat(i), y: y, width: width / 2, height: Self.alertButtonHeight)
            }
            y += Self.alertButtonHeight
        } else {
            for action in buttons {
                frames[action.title ?? ""] = CGRect(x: 0, y: y, width: width, height: Self.alertButtonHeight)
                y += Self.alertButtonHeight
            }
        }
        height = y
    }
}
