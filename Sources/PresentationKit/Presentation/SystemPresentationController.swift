/// The presentation controllers UIKit uses for its built-in styles (full screen, sheets,
/// popovers): frames by style and size class, and the default adaptation of sheets and popovers
/// to full screen in compact width when no delegate decides otherwise.
public final class SystemPresentationController: PresentationController {
    public init(presentedViewController: ViewController, presenting: ViewController?, style: ModalPresentationStyle) {
        super.init(presentedViewController: presentedViewController, presenting: presenting)
        presentationStyle = style
    }

    public override var typeName: String {
        switch presentationStyle {
        case .popover: return "UIPopoverPresentationController"
        case .pageSheet, .formSheet: return "UISheetPresentationController"
        default: return "UIFullscreenPresentationController"
        }
    }

    public override var shouldRemovePresentersView: Bool { presentationStyle == .fullScreen }

    public override var frameOfPresentedViewInContainerView: Rect {
        guard let container = containerView else { return .zero }
        let b = container.bounds
        let style = effectiveStyle ?? presentationStyle
        let regular = traitCollection.horizontalSizeClass == .regular && traitCollection.verticalSizeClass == .regular
        switch style {
        case .pageSheet where regular, .formSheet where regular:
            let size = style == .formSheet ? Size(width: 540, height: 620) : Size(width: min(704, b.width), height: b.height - 80)
            return Rect(x: (b.width - size.width) / 2, y: (b.height - size.height) / 2, width: size.width, height: size.height)
        case .pageSheet, .formSheet:
            let top = container.safeAreaInsets.top + 10
            return Rect(x: 0, y: top, width: b.width, height: b.height - top)
        case .popover:
            return Rect(x: max(0, b.width / 2 - 160), y: container.safeAreaInsets.top + 44, width: min(320, b.width), height: min(400, b.height))
        default:
            return b
        }
    }

    /// Without a delegate, a popover (and a sheet in compact height) adapts to full screen in compact width.
    public override func adaptivePresentationStyle(for traitCollection: TraitCollection) -> ModalPresentationStyle {
        if delegate != nil { return super.adaptivePresentationStyle(for: traitCollection) }
        if presentationStyle == .popover, traitCollection.horizontalSizeClass == .compact { return .fullScreen }
        if presentationStyle == .formSheet || presentationStyle == .pageSheet,
           traitCollection.verticalSizeClass == .compact { return .fullScreen }
        return .none
    }
}
