import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// `transition(from:to:duration:options:animations:completion:)`: the new child's view goes in
/// at once, the animations run, and the old child's view leaves when they end (Apple's reference).
@Suite struct ContainerTransitionTests {
    final class Child: UIViewController {
        let label: String
        var heard: [String]
        init(_ label: String, _ heard: [String]) {
            self.label = label
            self.heard = heard
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            heard.append("\(label) will appear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            heard.append("\(label) did disappear")
        }
    }

    @Test func theNewChildsViewGoesInAndTheOldOneLeavesWhenTheAnimationsEnd() {
        let engine = Engine()
        let container = UIViewController()
        engine.setRootViewController(container)
        let old = Child("old", [])
        let new = Child("new", [])
        container.addChild(old)
        container.view.addSubview(old.view)
        old.didMove(toParent: container)
        old.willMove(toParent: nil)
        container.addChild(new)
        new.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        new.view.alpha = 0
        var finished: Bool?
        engine.perform {
            container.transition(
                from: old, to: new, duration: 0.3, options: [],
                animations: { new.view.alpha = 1 }, completion: { finished = $0 })
        }
        #expect(new.view.superview === container.view)
        #expect(old.view.superview === container.view)
        engine.run()
        #expect(finished == true)
        #expect(old.view.superview == nil)
        #expect(new.view.alpha == 1)
        #expect(new.heard == ["new will appear"])
        #expect(old.heard == ["old did disappear"])
    }

    @Test func childrenOfAnotherParentAreLeftAlone() {
        let container = UIViewController()
        let stranger = UIViewController()
        let other = UIViewController()
        var ran = false
        container.transition(from: stranger, to: other, duration: 0, animations: nil) { _ in ran = true }
        #expect(!ran)
    }
}
