import Testing

@testable import PresentationKit

/// The responder chain as Apple's "Using responders and the responder chain" draws it: a root
/// view's next responder is its controller, another view's is its superview, a presented
/// controller's is its presenter; touch callbacks forward up the chain by default.
@Suite struct ResponderTests {
    final class Listening: ViewController {
        var began = 0
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { began += 1 }
    }

    @Test func theChainRunsFromAViewThroughItsControllerToThePresenter() throws {
        let engine = Engine()
        let presenter = Listening()
        engine.setRootViewController(presenter)
        let presented = ViewController()
        try engine.present(presented, from: presenter, animated: false, completion: nil)
        engine.run()
        let button = View(frame: .zero)
        presented.view.addSubview(button)
        #expect(button.next === presented.view)
        #expect(presented.view.next === presented)
        #expect(presented.next === presenter)
        button.touchesBegan([], with: nil)
        #expect(presenter.began == 1, "forwarded from the view, through the presented controller")
        #expect(!button.becomeFirstResponder() && !button.isFirstResponder)
    }

    @Test func aWindowsRootControllerPassesToTheWindow() {
        let engine = Engine()
        let root = ViewController()
        engine.setRootViewController(root)
        engine.run()
        #expect(root.view.superview === engine.window, "the root controller's view is in the window")
        #expect(root.next === engine.window, "and the window is the root controller's next responder")
    }
}
