import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// `UIButton` keeps a value per state and reads the normal one for a state that has none
/// (Apple's `title(for:)` reference); the `current…` members follow the control's state.
@Suite struct UIButtonTests {
    @Test func aStateWithoutItsOwnValueReadsTheNormalOne() {
        let button = UIButton(type: .system)
        #expect(button.buttonType == .system)
        button.setTitle("Close", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.yellow, for: .highlighted)
        #expect(button.title(for: .selected) == "Close")
        #expect(button.titleColor(for: .selected) == .red)
        #expect(button.titleColor(for: .highlighted) == .yellow)
        #expect(button.titleLabel?.textColor == .red)
    }

    @Test func theCurrentMembersFollowTheControlsState() {
        let button = UIButton(frame: .zero)
        #expect(button.buttonType == .custom)
        #expect(button.currentTitleColor == .white)
        button.setTitle("On", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        #expect(button.currentTitle == "On")
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed")
        button.isEnabled = false
        #expect(button.currentTitle == "On")
    }

    /// `init(type:)` is a convenience initialiser, so a subclass declares its own without
    /// `override`, as Xcode asks.
    @Test func aSubclassWritesItsOwnInitTypeWithoutOverride() {
        final class Pill: UIButton {
            convenience init(type buttonType: UIButton.ButtonType) {
                self.init(frame: CGRect(x: 0, y: 0, width: 80, height: 32))
            }
        }
        #expect(Pill(type: .system).frame.width == 80)
    }
}

/// `UIBarButtonItem` is a `UIBarItem` whose initialisers are UIKit's: convenience ones a
/// subclass redeclares without `override`, and the iOS 14 and 16 forms.
@Suite struct UIBarButtonItemTests {
    @Test func aSubclassDeclaresTheTargetActionInitWithoutOverride() {
        final class CloseItem: UIBarButtonItem {
            convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
                self.init()
                self.title = "Close"
            }
        }
        let item = CloseItem(title: nil, style: .plain, target: nil, action: nil)
        #expect(item.title == "Close")
        let bar: UIBarItem = UIBarButtonItem.flexibleSpace()
        #expect(bar.isEnabled)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        done.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(done.titleTextAttributes(for: .normal)?.count == 1)
        done.isHidden = true
        #expect(done.isHidden)
    }
}

/// A controller's Edit button toggles its editing state; its toolbar items are kept.
@Suite struct EditButtonItemTests {
    @Test func theEditButtonTogglesEditing() throws {
        let controller = UIViewController()
        let item = controller.editButtonItem
        #expect(controller.editButtonItem === item)
        let action = try #require(item.action)
        action.send(controller, item)
        #expect(controller.isEditing)
        controller.setToolbarItems([UIBarButtonItem.flexibleSpace(), item], animated: false)
        #expect(controller.toolbarItems?.count == 2)
    }
}

/// `UIButton.Configuration` (iOS 15): the title shows, a primary action runs on a tap, and a
/// button that changes its selection as its primary action toggles it first.
@Suite struct UIButtonConfigurationTests {
    @Test func aConfiguredButtonShowsItsTitleAndRunsItsPrimaryActionOnATap() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Done"
        configuration.cornerStyle = .capsule
        var ran = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in ran += 1 })
        #expect(button.buttonType == .system)
        #expect(button.titleLabel?.text == "Done")
        #expect(button.configuration?.cornerStyle == .capsule)
        #expect(button.configuration != UIButton.Configuration.plain())
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        button.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
        button.changesSelectionAsPrimaryAction = true
        root.view.addSubview(button)
        _ = engine.tap(at: CGPoint(x: 50, y: 120))
        #expect(ran == 1)
        #expect(button.isSelected)
        var updates = 0
        button.configurationUpdateHandler = { _ in updates += 1 }
        button.setNeedsUpdateConfiguration()
        #expect(updates == 1)
    }
}
