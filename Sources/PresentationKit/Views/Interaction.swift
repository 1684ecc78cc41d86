/// `UIInteraction` (iOS 11): an object a view holds that responds to the user (a context menu,
/// a drag, a pointer): added with `addInteraction(_:)`, which tells it the view before and after.
public protocol Interaction: AnyObject {
    var view: View? { get }
    func willMove(to view: View?)
    func didMove(to view: View?)
}
