/// `UINavigationItemRenameDelegate` (UINavigationItem.h, iOS 16): what a navigation item's
/// `renameDelegate` is told when the user renames the document its title stands for, inline in
/// the bar. The model's bar has no rename field, so no item asks or tells its delegate [?];
/// UIKit's optional methods answer as the header says when left out (renaming may begin and end,
/// the suggested title is used as it is).
public protocol UINavigationItemRenameDelegate: NSObjectProtocol {
    func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String)
    func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool
    func navigationItem(
        _ navigationItem: UINavigationItem, willBeginRenamingWithSuggestedTitle title: String,
        selectedRange: UnsafeMutablePointer<NSRange>
    ) -> String
    func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool
}

extension UINavigationItemRenameDelegate {
    public func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool { true }
    public func navigationItem(
        _ navigationItem: UINavigationItem, willBeginRenamingWithSuggestedTitle title: String,
        selectedRange: UnsafeMutablePointer<NSRange>
    ) -> String { title }
    public func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool {
        true
    }
}
