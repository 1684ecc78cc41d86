// real-world: load as ThemeHarness
// real-world: trace has BottomSheetTransitioningDelegate
// real-world: trace has BottomSheetTransition
import UIKit

/// A settings screen with a colour swatch that opens the library's colour picker; on an iPhone the
/// picker slides up as a bottom sheet with its own transitioning delegate.
final class ThemeHarness: UIViewController, ColorPickerDelegate {
    let swatch = UIButton(type: .system)
    var accent = UIColor.blue

    override func viewDidLoad() {
        super.viewDidLoad()
        swatch.frame = CGRect(x: 20, y: 120, width: 44, height: 44)
        swatch.backgroundColor = accent
        view.addSubview(swatch)
    }

    func pickAccent() {
        let configuration = ColorPickerConfiguration(color: accent)
        configuration.title = "Accent colour"
        let picker = ColorPickerViewController(configuration: configuration)
        picker.delegate = self
        picker.popoverPresentationController?.sourceView = swatch
        present(picker, animated: true)
    }

    func colorPicker(_ colorPicker: ColorPickerViewController, didAccept color: UIColor) {
        accent = color
        swatch.backgroundColor = color
    }
}
