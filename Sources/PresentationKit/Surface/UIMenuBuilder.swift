/// `UIMenuBuilder` (UIMenuBuilder.h, iOS 13): what UIKit hands `buildMenu(with:)` to add menus to,
/// move or take them from the menu it is building. [?] The model builds no menus, so it makes no
/// builder and never calls `buildMenu(with:)`; the protocol is here so an app's override compiles.
public protocol UIMenuBuilder: AnyObject {
    /// `system`: the menu system being built for.
    var system: UIMenuSystem { get }
    /// `menu(for:)`, `command(for:propertyList:)`: a menu or a command already in the menu.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    /// `replace(menu:with:)`, `replaceChildren(ofMenu:from:)`.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    func replaceChildren(
        ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// `insertSibling(_:beforeMenu:)`, `insertSibling(_:afterMenu:)`.
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// `insertChild(_:atStartOfMenu:)`, `insertChild(_:atEndOfMenu:)`.
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// `remove(menu:)`.
    func remove(menu removedIdentifier: UIMenu.Identifier)
}
