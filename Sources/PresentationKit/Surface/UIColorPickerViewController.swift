/// `UIColorPickerViewControllerDelegate` (iOS 14): every requirement optional, as in UIKit.
public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    /// `colorPickerViewController(_:didSelect:continuously:)` (iOS 15).
    func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// `colorPickerViewControllerDidSelectColor(_:)` (iOS 14).
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// `colorPickerViewControllerDidFinish(_:)`.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(
        _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
    ) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

/// `UIColorPickerViewController` (iOS 14): the system colour picker, presented as an app presents
/// any controller (a sheet by default on an iPhone, a popover when the app asks for one). In the
/// model nobody picks a colour [?]: its view shows its title and the selected colour's name, and
/// the delegate never hears `didSelect`. Apple's reference for
/// `colorPickerViewControllerDidFinish(_:)` says it "tells the delegate that the user dismissed the
/// color picker", so the delegate hears it when the user dismisses the picker (a sheet's swipe, a
/// tap outside a popover), once the dismissal is over, and not when the app's own `dismiss` closes
/// it [?] (the reference speaks of the user only, as UIKit's presentation delegate does).
open class UIColorPickerViewController: UIViewController {
    open weak var delegate: UIColorPickerViewControllerDelegate?
    /// `selectedColor`: white until the app sets it [?] (UIKit's default is not documented).
    open var selectedColor: UIColor = .white {
        didSet { showSelection() }
    }
    /// `supportsAlpha`: true by default (Apple's reference). Kept; the model draws no opacity slider.
    open var supportsAlpha = true
    /// `title`: the header the picker shows; the stand-in shows it too.
    open override var title: String? {
        didSet { showSelection() }
    }

    public init() {
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        showSelection()
        Engine.running?.noteOnce(
            "UIColorPickerViewController: no colour is picked in the model; its view shows the selected colour")
    }

    /// The user's dismissal has ended: the delegate hears DidFinish.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        tellDelegateIfDismissedByUser { [weak self] in
            guard let self else { return }
            self.delegate?.colorPickerViewControllerDidFinish(self)
        }
    }

    private func showSelection() {
        guard isViewLoaded else { return }
        view.text = "\(title ?? "Colors") · \(selectedColor.name)"
    }
}
