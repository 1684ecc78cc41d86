// Optional protocol requirements that return a value, as sheet libraries declare them (our own
// code): the presentation controller asks its content `sizing?.sheetHeight?(in:)` and falls back
// when the content does not answer. On iOS the Objective-C runtime answers nil for a method the
// object lacks; `load` makes the requirement return an optional with a nil default, and the
// content's own implementation return one too, so it is the content that answers.
import UIKit

@objc protocol SheetSizing {
    @objc optional func sheetHeight(in containerBounds: CGRect) -> CGFloat
    @objc optional var hidesDimming: Bool { get }
}

final class SizedSheetPresentationController: UIPresentationController {
    private var sizing: SheetSizing? { presentedViewController as? SheetSizing }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = sizing?.sheetHeight?(in: bounds) ?? 300
        print("asked the content: \(Int(height)) points; hides dimming: \(sizing?.hidesDimming ?? false)")
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }
}

final class QuarterSheet: UIViewController, SheetSizing, UIViewControllerTransitioningDelegate {
    func sheetHeight(in containerBounds: CGRect) -> CGFloat {
        containerBounds.height / 4
    }

    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { nil }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        SizedSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

final class QuarterSheetHost: UIViewController {
    func showSheet() {
        present(QuarterSheet(nibName: nil, bundle: nil), animated: true)
    }
}
