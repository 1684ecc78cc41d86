// Compile errors on purpose, for the e2e test of `load`: the second is on a line whose
// `#selector` the loader rewrites to something longer, so its column must be mapped back.
import UIKit

final class BrokenDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let count: Int = "not a number"

    @objc func handle() -> [Any] { [#selector(handle), undefinedThing()] }
}
