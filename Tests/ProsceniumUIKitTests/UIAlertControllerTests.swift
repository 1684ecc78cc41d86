import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Alerts and action sheets as apps present them: `UIAlertController` with its actions, presented
/// through the engine, each action's button a view `tap` reaches, its handler run once the alert
/// is dismissed.
@Suite struct UIAlertControllerTests {
    /// The engine with a plain root controller on screen.
    private func stage(_ device: Device = .iPhoneSE) -> (Engine, UIViewController) {
        let engine = Engine(device: device)
        let root = UIViewController()
        engine.setRootViewController(root)
        return (engine, root)
    }

    @Test func anAlertIsCentredWithItsTwoButtonsSideBySideCancelFirst() {
        let (engine, root) = stage()
        let alert = UIAlertController(title: "Delete draft?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        engine.perform { root.present(alert, animated: true) }
        engine.run()
        #expect(engine.phase == .presented)
        let frame = alert.view.frame
        #expect(frame.width == 270)
        #expect(frame.midX == 375.0 / 2)
        #expect(abs(frame.midY - (20 + (667.0 - 20) / 2)) < 1e-9)
        let cancel = engine.findView(named: "Cancel")
        let delete = engine.findView(named: "Delete")
        #expect(cancel?.frame == CGRect(x: 0, y: frame.height - 44, width: 135, height: 44))
        #expect(delete?.frame == CGRect(x: 135, y: frame.height - 44, width: 135, height: 44))
        #expect(engine.findView(named: "dimming") != nil)
        #expect(engine.trace.contains { $0.call == "presentationController(forPresented:presenting:source:)" })
    }

    @Test func tappingAnActionDismissesTheAlertThenRunsItsHandler() {
        let (engine, root) = stage()
        var ran: [String] = []
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "OK", style: .default) { action in
                ran.append("\(action.title ?? "") \(alert.presentingViewController == nil)")
            })
        engine.perform { root.present(alert, animated: true) }
        engine.run()
        let outcome = engine.tap(viewNamed: "OK")
        #expect(outcome == .delivered(view: "OK", action: "actionTapped(_:)", hit: "OK"))
        #expect(ran.isEmpty)
        engine.run()
        #expect(ran == ["OK true"])
        #expect(engine.phase == .idle)
        let handler = engine.trace.lastIndex { $0.call == "handler(_:)" && $0.receiver == .app }
        let dismissed = engine.trace.lastIndex { $0.call == "dismissalTransitionDidEnd(_:)" }
        #expect(handler != nil && dismissed != nil && handler! > dismissed!)
    }

    @Test func aDisabledActionIgnoresTheTap() {
        let (engine, root) = stage()
        var ran = false
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default) { _ in ran = true }
        save.isEnabled = false
        alert.addAction(save)
        engine.perform { root.present(alert, animated: true) }
        engine.run()
        _ = engine.tap(viewNamed: "Save")
        engine.run()
        #expect(!ran)
        #expect(engine.phase == .presented)
    }

    @Test func anActionSheetSitsAtTheBottomWithItsCancelButtonLastAndApart() {
        let (engine, root) = stage()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Remove", style: .destructive))
        engine.perform { root.present(sheet, animated: true) }
        engine.run()
        // 375 less 8 on each side; two 57-point rows, an 8-point gap, the cancel row; 8 above the bottom.
        #expect(sheet.view.frame == CGRect(x: 8, y: 667 - 8 - 179, width: 359, height: 179))
        #expect(engine.findView(named: "Share")?.frame.minY == 0)
        #expect(engine.findView(named: "Remove")?.frame.minY == 57)
        #expect(engine.findView(named: "Cancel")?.frame.minY == 122)
        #expect(sheet.popoverPresentationController == nil)
    }

    @Test func aTapOutsideAnActionSheetRunsItsCancelAction() {
        let (engine, root) = stage()
        var ran: [String] = []
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Take Photo", style: .default) { _ in ran.append("take") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ran.append("cancel") })
        engine.perform { root.present(sheet, animated: true) }
        engine.run()
        _ = engine.tap(viewNamed: "dimming")
        engine.run()
        #expect(ran == ["cancel"])
        #expect(engine.phase == .idle)
    }

    @Test func anActionSheetOnAnIPadWithoutASourceIsRefusedInOneLine() {
        let (engine, root) = stage(.iPad)
        let sheet = engine.perform { UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet) }
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        #expect(sheet.modalPresentationStyle == .popover)
        engine.perform { root.present(sheet, animated: true) }
        engine.run()
        #expect(engine.phase == .idle)
        #expect(engine.consoleLog.filter { $0.contains("needs a source") }.count == 1)
    }

    @Test func anActionSheetOnAnIPadIsAPopoverFromItsSourceWithoutItsCancelButton() throws {
        let (engine, root) = stage(.iPad)
        let button = UIView(frame: CGRect(x: 40, y: 100, width: 80, height: 44))
        root.view.addSubview(button)
        let sheet = engine.perform { UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet) }
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let popover = try #require(sheet.popoverPresentationController)
        popover.sourceView = button
        popover.sourceRect = button.bounds
        engine.perform { root.present(sheet, animated: true) }
        engine.run()
        #expect(engine.phase == .presented)
        #expect(sheet.view.frame.size == CGSize(width: 304, height: 57))
        #expect(sheet.popoverPresentationController?.arrowDirection == .up)
        #expect(engine.findView(named: "Share") != nil)
        #expect(engine.findView(named: "Cancel") == nil)
    }

    @Test func anAlertsTextFieldsAreKeptAndSaidOnce() {
        let (engine, root) = stage()
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        engine.perform {
            alert.addTextField { $0.placeholder = "First" }
            alert.addTextField { $0.text = "Last" }
        }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        engine.perform { root.present(alert, animated: true) }
        engine.run()
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields?.last?.text == "Last")
        #expect(engine.findView(named: "text field 2") != nil)
        #expect(engine.consoleLog.filter { $0.hasPrefix("UITextField") }.count == 1)
    }
}
