/// `UIApplicationShortcutItem` (UIApplicationShortcutItem.h, iOS 9): a Home Screen quick action,
/// which UIKit hands `UIWindowSceneDelegate.windowScene(_:performActionFor:completionHandler:)`
/// when the user chooses it. Kept with what it was made with; [?] the model has no Home Screen,
/// so no quick action is ever chosen and the delegate is never called.
open class UIApplicationShortcutItem: NSObject, NSCopying {
    /// `type`, `localizedTitle`, `localizedSubtitle`, `icon`, `userInfo`.
    open var type: String { itemType }
    open var localizedTitle: String { title }
    open var localizedSubtitle: String? { subtitle }
    open var icon: UIApplicationShortcutIcon? { itemIcon }
    open var userInfo: [String: any NSSecureCoding]? { info }
    /// `targetContentIdentifier` (iOS 13): which scene should come forward; none.
    open var targetContentIdentifier: Any? { nil }
    private let itemType: String
    private let title: String
    private let subtitle: String?
    private let itemIcon: UIApplicationShortcutIcon?
    private let info: [String: any NSSecureCoding]?

    /// `init(type:localizedTitle:localizedSubtitle:icon:userInfo:)`, the designated initialiser.
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        itemType = type
        title = localizedTitle
        subtitle = localizedSubtitle
        itemIcon = icon
        info = userInfo
        super.init()
    }
    /// `init(type:localizedTitle:)`: no subtitle, icon or user info.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    /// `copy(with:)` (`NSCopying`): an item made with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIApplicationShortcutItem(
            type: itemType, localizedTitle: title, localizedSubtitle: subtitle, icon: itemIcon, userInfo: info)
    }
}

/// `UIApplicationShortcutIcon` (UIApplicationShortcutItem.h, iOS 9): a quick action's icon, by the
/// name of an SF Symbol (iOS 13) or of a template image in the app's catalogue; kept [?] (never
/// drawn: the model has no Home Screen). The header's system icon types are not declared.
open class UIApplicationShortcutIcon: NSObject {
    /// The name the icon was made with.
    let imageName: String
    private init(imageName: String) {
        self.imageName = imageName
        super.init()
    }
    /// `init(systemImageName:)`, `init(templateImageName:)`.
    public convenience init(systemImageName: String) { self.init(imageName: systemImageName) }
    public convenience init(templateImageName: String) { self.init(imageName: templateImageName) }
}
