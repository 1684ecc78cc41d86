import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A storyboard's iOS 13 instantiation takes what its creator makes; without one, a plain
/// controller stands in where a plain one is asked for.
@Suite struct UIStoryboardTests {
    final class Detail: UIViewController {
        let id: Int
        init?(coder: NSCoder, id: Int) {
            self.id = id
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
    }

    @Test func theCreatorsControllerIsTheOneMade() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let detail = storyboard.instantiateViewController(identifier: "Detail") { coder in Detail(coder: coder, id: 7) }
        #expect(detail.id == 7)
        let plain: UIViewController = storyboard.instantiateViewController(identifier: "Plain")
        #expect(type(of: plain) == UIViewController.self)
    }
}
