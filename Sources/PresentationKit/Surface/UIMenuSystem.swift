/// `UIMenuSystem` (UIMenuSystem.h, iOS 13): the main menu bar's or the context menus' system,
/// which hands a `UIMenuBuilder` to `buildMenu(with:)`. [?] The model shows no menu bar and
/// builds no menus, so it never asks for a rebuild or a revalidation; asking is noted once.
open class UIMenuSystem: NSObject {
    private let isMain: Bool
    private init(isMain: Bool) {
        self.isMain = isMain
        super.init()
    }
    nonisolated(unsafe) private static let mainSystem = UIMenuSystem(isMain: true)
    nonisolated(unsafe) private static let contextSystem = UIMenuSystem(isMain: false)
    /// `main`: the menu bar's system; `context`: the context menus'.
    open class var main: UIMenuSystem { mainSystem }
    open class var context: UIMenuSystem { contextSystem }
    /// `setNeedsRebuild()`, `setNeedsRevalidate()`: no menus to build again here.
    open func setNeedsRebuild() {
        Engine.running?.noteOnce("UIMenuSystem.setNeedsRebuild(): menus are not modelled")
    }
    open func setNeedsRevalidate() {
        Engine.running?.noteOnce("UIMenuSystem.setNeedsRevalidate(): menus are not modelled")
    }
}
