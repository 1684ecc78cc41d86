// A sheet as apps write them around a navigation controller (our own code, in the style of real
// projects): the screen wraps a form in a UINavigationController and presents it with a custom
// presentation controller that keeps the sheet above the keyboard. It pins what such code needs:
// the navigation family and child controllers, NotificationCenter with the keyboard's userInfo
// keys, UIApplication.shared, C math through `import UIKit`, os.log, `#if os(iOS)`,
// preferredContentSizeDidChange and modalPresentationCapturesStatusBarAppearance.
#if os(iOS)
    import UIKit
    import os.log

    private let log = OSLog(subsystem: "com.example.sheet", category: "presentation")

    final class FormSheetPresentationController: UIPresentationController {
        private var keyboardHeight: CGFloat = 0

        override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?)
        {
            super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
            NotificationCenter.default.addObserver(
                self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillShowNotification,
                object: nil)
        }

        @objc private func keyboardWillChange(_ notification: Notification) {
            let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            keyboardHeight = frame?.height ?? 0
            print("keyboard at \(Int(keyboardHeight)) points")
            containerView?.setNeedsLayout()
        }

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let container = containerView else { return .zero }
            let wanted = presentedViewController.preferredContentSize.height
            // At least a third of the container, as the design asks (fmax and pow come with UIKit).
            let height = CGFloat(fmax(Double(wanted), Double(container.bounds.height) / pow(3, 1)))
            return CGRect(
                x: 0, y: container.bounds.height - height - keyboardHeight, width: container.bounds.width,
                height: height)
        }

        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            os_log(
                "preferred height now %d", log: log, type: .info,
                Int(presentedViewController.preferredContentSize.height))
            presentedView?.frame = frameOfPresentedViewInContainerView
        }

        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    final class FormViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Details"
            preferredContentSize = CGSize(width: 0, height: 300)
        }
    }

    final class FormScreen: UIViewController, UIViewControllerTransitioningDelegate {
        func showForm() {
            let form = FormViewController()
            let navigation = UINavigationController(rootViewController: form)
            navigation.setNavigationBarHidden(false, animated: false)
            navigation.modalPresentationStyle = .custom
            navigation.modalPresentationCapturesStatusBarAppearance = true
            navigation.transitioningDelegate = self
            let inset = UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? -1
            print("form is the top of \(navigation.viewControllers.count) and a child: \(form.parent === navigation)")
            print("key window's bottom inset \(Int(inset))")
            present(navigation, animated: true) { self.growForm() }
        }

        func growForm() {
            guard let navigation = presentedViewController as? UINavigationController else { return }
            navigation.preferredContentSize = CGSize(width: 0, height: 400)
            NotificationCenter.default.post(
                name: UIResponder.keyboardWillShowNotification, object: nil,
                userInfo: [
                    UIResponder.keyboardFrameEndUserInfoKey: NSValue(
                        cgRect: CGRect(x: 0, y: 451, width: 375, height: 216))
                ])
        }

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            FormSheetPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }
#endif
