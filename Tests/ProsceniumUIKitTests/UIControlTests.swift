import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A tap on a control sends its actions (touch down, touch up inside, a button's primary action),
/// each traced; it wins over a tap recogniser on a superview (Apple's Event Handling Guide:
/// "Interacting with Other User Interface Controls"); `UIAction`s and target–action pairs mix.
@Suite struct UIControlTests {
    final class Listener: NSObject {
        var heard: [String] = []
        func down() { heard.append("down") }
        func up() { heard.append("up") }
        func backgroundTapped() { heard.append("background") }
    }

    private func stage(_ control: UIControl) -> (Engine, UIViewController) {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        control.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        root.view.addSubview(control)
        return (engine, root)
    }

    @Test func aTapSendsTouchDownThenTouchUpInsideThenAButtonsPrimaryAction() {
        let button = UIButton(type: .system)
        let listener = Listener()
        var order: [String] = []
        button.addTarget(listener, action: Selector.sending(to: listener, "down") { t, _ in t.down() }, for: .touchDown)
        button.addTarget(listener, action: Selector.sending(to: listener, "up") { t, _ in t.up() }, for: .touchUpInside)
        button.addAction(UIAction { _ in order.append("primary") }, for: .primaryActionTriggered)
        let (engine, _) = stage(button)
        let outcome = engine.tap(at: CGPoint(x: 40, y: 120))
        #expect(outcome == .delivered(view: "view", action: "down(_:)", hit: "view"))
        #expect(listener.heard == ["down", "up"])
        #expect(order == ["primary"])
        #expect(engine.trace.filter { $0.receiver == .target }.map(\.call) == ["down(_:)", "up(_:)", "handler(_:)"])
        #expect(!button.isHighlighted)
    }

    @Test func aControlWinsOverATapRecogniserOnItsSuperviewAndADisabledOneDoesNot() {
        let control = UIControl(frame: .zero)
        let listener = Listener()
        control.addTarget(
            listener, action: Selector.sending(to: listener, "up") { t, _ in t.up() }, for: .touchUpInside)
        let (engine, root) = stage(control)
        let recogniser = UITapGestureRecognizer(
            target: listener,
            action: Selector.sending(to: listener, "backgroundTapped") { t, _ in t.backgroundTapped() })
        root.view.addGestureRecognizer(recogniser)
        _ = engine.tap(at: CGPoint(x: 40, y: 120))
        #expect(listener.heard == ["up"])
        control.isEnabled = false
        _ = engine.tap(at: CGPoint(x: 40, y: 120))
        #expect(listener.heard == ["up", "background"])
        // A plain control sends no primary action: only a button's tap is one.
        var primary = 0
        control.isEnabled = true
        control.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        _ = engine.tap(at: CGPoint(x: 40, y: 120))
        #expect(primary == 0)
    }

    @Test func anActionWithTheSameIdentifierReplacesTheFirstAndTheRegistryReadsBack() {
        let control = UIControl(frame: .zero, primaryAction: UIAction(identifier: .init("go")) { _ in })
        var ran: [String] = []
        control.addAction(UIAction(identifier: .init("go")) { _ in ran.append("second") }, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(ran == ["second"])
        let listener = Listener()
        control.addTarget(
            listener, action: Selector.sending(to: listener, "up") { t, _ in t.up() }, for: .touchUpInside)
        #expect(control.actions(forTarget: listener, forControlEvent: .touchUpInside) == ["up"])
        #expect(control.allControlEvents == [.primaryActionTriggered, .touchUpInside])
        #expect(control.allTargets.count == 1)
        control.removeAction(identifiedBy: .init("go"), for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(ran == ["second"])
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
    }
}
