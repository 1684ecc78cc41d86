import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// The share sheet presents as any controller does; dismissed with no service chosen, its
/// completion handler hears `completed == false`, once.
@Suite struct UIActivityViewControllerTests {
    @Test func aDismissedShareSheetReportsNothingDone() throws {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        var heard: [Bool] = []
        share.completionWithItemsHandler = { _, completed, _, _ in heard.append(completed) }
        try engine.present(share, from: root, animated: true, completion: nil)
        engine.run()
        #expect(heard.isEmpty)
        try engine.dismiss(share, animated: true, completion: nil)
        engine.run()
        #expect(heard == [false])
    }
}
