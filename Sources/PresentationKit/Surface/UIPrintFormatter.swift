/// `UIPrintFormatter` (UIPrintFormatter.h, iOS 4.2): lays out content over a print job's pages.
/// The model has no printer and no print job (no `UIPrintPageRenderer` or
/// `UIPrintInteractionController`), so a formatter is never laid out: its layout settings are
/// kept, it has no pages, and drawing a page says once that printing is not modelled.
open class UIPrintFormatter: NSObject, NSCopying {
    public override init() { super.init() }

    /// `maximumContentHeight`, `maximumContentWidth`: the largest content area on a page; zero
    /// (no limit) unless set [?].
    open var maximumContentHeight: CGFloat = 0
    open var maximumContentWidth: CGFloat = 0
    /// `contentInsets` (deprecated in iOS 10 for `perPageContentInsets`), `perPageContentInsets`.
    open var contentInsets: UIEdgeInsets = .zero
    open var perPageContentInsets: UIEdgeInsets = .zero
    /// `startPage`: the page the content starts on.
    open var startPage = 0
    /// `pageCount`: the pages the content takes once laid out; no job lays it out, so none.
    open var pageCount: Int { 0 }

    /// `removeFromPrintPageRenderer()`: the formatter is on no renderer, so nothing changes.
    open func removeFromPrintPageRenderer() {}
    /// `rectForPage(at:)`: where the content sits on a page; no page is laid out, so zero [?].
    open func rectForPage(at pageIndex: Int) -> CGRect { .zero }
    /// `draw(in:forPageAt:)`: what a renderer calls to draw a page; said once.
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {
        Engine.running?.noteOnce(
            "\(type(of: self)).draw(in:forPageAt:): printing is not modelled, so nothing is drawn")
    }

    /// `copy(with:)`: a formatter with the same settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIPrintFormatter()
        copySettings(to: copy)
        return copy
    }

    func copySettings(to copy: UIPrintFormatter) {
        copy.maximumContentHeight = maximumContentHeight
        copy.maximumContentWidth = maximumContentWidth
        copy.contentInsets = contentInsets
        copy.perPageContentInsets = perPageContentInsets
        copy.startPage = startPage
    }
}

/// `UIViewPrintFormatter` (UIPrintFormatter.h): a view's drawn content laid out for printing;
/// made by `UIView.viewPrintFormatter()`, which draws through the view's `draw(_:for:)`.
open class UIViewPrintFormatter: UIPrintFormatter {
    /// `view`: the view whose content is printed.
    open var view: UIView { formatted }
    private let formatted: UIView

    init(view: UIView) {
        formatted = view
        super.init()
    }

    /// `copy(with:)`: a formatter of the same view with the same settings.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIViewPrintFormatter(view: formatted)
        copySettings(to: copy)
        return copy
    }
}
