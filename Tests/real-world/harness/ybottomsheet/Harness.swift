// real-world: load as YSheetHarness
// real-world: trace has BottomSheetPresentAnimator
// real-world: with ybottomsheet-deps/YCoreUI
// real-world: with ybottomsheet-deps/YMatterType
import UIKit

/// A screen that presents a titled sheet around a plain view, as the library's README does.
final class YSheetHarness: UIViewController {
    func showSheet() {
        let content = UIView()
        content.backgroundColor = .white
        let sheet = BottomSheetController(title: "Filters", childView: content)
        present(sheet, animated: true)
    }
}

extension Bundle {
    /// What SwiftPM generates for a package with resources (the library's string table); the
    /// loaded files are not built as that package, so its accessor is written here.
    static var module: Bundle { .main }
}
