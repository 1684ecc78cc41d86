/// The guide `UIWindow.safeAreaAspectFitLayoutGuide` answers (UIWindow.h, iOS 16): the largest
/// rectangle of `aspectRatio` (width over height) that fits the window's safe area, centred in it.
/// [?] Apple's page says "a centered region in the window"; the model centres it in the safe area,
/// so that it stays clear of what the safe area avoids.
final class AspectFitLayoutGuide: LayoutGuide, UILayoutGuideAspectFitting {
    /// `aspectRatio` (`UILayoutGuideAspectFitting`): 1 by default, as UIKit's; kept between 1:100
    /// and 100:1 (Apple's page: "must be greater than 0.0 and less than or equal to 100.0").
    var aspectRatio: CGFloat = 1 {
        didSet {
            if !(aspectRatio > 0) { aspectRatio = 0.01 }
            aspectRatio = min(max(aspectRatio, 0.01), 100)
        }
    }

    init(window: View) { super.init(aspectFitSafeAreaOf: window) }

    /// Nothing is decoded, as for every guide here.
    required init?(coder: Coder) { return nil }

    /// How far in from each edge of `view`'s bounds the fitted rectangle lies.
    func fittedInsets(in view: View) -> EdgeInsets {
        let b = view.bounds
        let safe = b.inset(by: view.safeAreaInsets)
        guard safe.width > 0, safe.height > 0 else { return view.safeAreaInsets }
        var width = safe.width
        var height = safe.height
        if width / height > aspectRatio { width = height * aspectRatio } else { height = width / aspectRatio }
        let x = safe.minX + (safe.width - width) / 2
        let y = safe.minY + (safe.height - height) / 2
        return EdgeInsets(
            top: y - b.minY, left: x - b.minX, bottom: b.maxY - (y + height), right: b.maxX - (x + width))
    }
}
