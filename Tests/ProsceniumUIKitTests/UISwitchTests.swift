import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A tap flips a switch and sends `.valueChanged` and the primary action; setting `isOn` in code
/// sends nothing (Apple's UISwitch reference).
@Suite struct UISwitchTests {
    @Test func aTapFlipsTheSwitchAndSendsValueChangedAndThePrimaryAction() {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        var heard: [String] = []
        let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 51, height: 31))
        toggle.addAction(UIAction { _ in heard.append("changed \(toggle.isOn)") }, for: .valueChanged)
        toggle.addAction(UIAction { _ in heard.append("primary") }, for: .primaryActionTriggered)
        root.view.addSubview(toggle)
        _ = engine.tap(at: CGPoint(x: 30, y: 110))
        #expect(toggle.isOn)
        #expect(heard == ["changed true", "primary"])
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn && heard.count == 2, "code's own change sends nothing")
    }
}
