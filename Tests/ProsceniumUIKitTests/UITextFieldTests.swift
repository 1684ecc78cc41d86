import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A text field keeps its input traits and delegate; a delegate that leaves the optional methods
/// out answers yes to every `should` (Apple's UITextFieldDelegate reference).
@Suite struct UITextFieldTests {
    private final class Delegate: NSObject, UITextFieldDelegate {
        var ended: [String] = []
        func textFieldDidEndEditing(_ textField: UITextField) { ended.append(textField.text ?? "") }
    }

    @Test func theInputTraitsStartAtUIKitsDefaultsAndKeepWhatIsSet() {
        let field = UITextField(frame: .zero)
        #expect(field.autocapitalizationType == .sentences && field.keyboardType == .default)
        #expect(field.borderStyle == .none && field.textContentType == nil && field.leftViewMode == .never)
        field.keyboardType = .emailAddress
        field.returnKeyType = .continue
        field.textContentType = .oneTimeCode
        field.autocorrectionType = .no
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .continue)
        #expect(field.textContentType?.rawValue == "one-time-code" && field.autocorrectionType == .no)
    }

    @Test func aDelegateThatLeavesTheMethodsOutAnswersYesAndTheReasonFormFallsBack() {
        let field = UITextField(frame: .zero)
        field.text = "hello"
        let delegate = Delegate()
        field.delegate = delegate
        let asked = field.delegate
        #expect(asked?.textFieldShouldReturn(field) == true)
        #expect(
            asked?.textField(field, shouldChangeCharactersIn: NSRange(location: 0, length: 1), replacementString: "")
                == true)
        asked?.textFieldDidEndEditing(field, reason: .committed)
        #expect(delegate.ended == ["hello"])
    }

    @Test func aControllerAdoptsTheDelegateAsiOSCodeDoes() {
        final class Login: UIViewController, UITextFieldDelegate {
            let field = UITextField(frame: .zero)
            override func viewDidLoad() {
                super.viewDidLoad()
                field.delegate = self
                field.textContentType = .username
                field.returnKeyType = .next
                view.addSubview(field)
            }
            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                textField.resignFirstResponder()
                return false
            }
        }
        let engine = Engine()
        let login = Login()
        engine.setRootViewController(login)
        #expect(login.field.delegate === login)
        #expect(login.field.delegate?.textFieldShouldReturn(login.field) == false)
        #expect(login.field.delegate?.textFieldShouldClear(login.field) == true)
    }

    @Test func theDelegateIsHeldWeakly() {
        let field = UITextField(frame: .zero)
        do {
            let delegate = Delegate()
            field.delegate = delegate
            #expect(field.delegate != nil)
        }
        #expect(field.delegate == nil)
    }
}

/// UITextField.h: `UITextField : UIControl`, so an app's `addAction(_:for:)` and
/// `addTarget(_:action:for:)` on a field keep their actions and `sendActions(for:)` sends them;
/// a tap on the field sends nothing, as the model has no editing to begin.
@Suite struct UITextFieldControlTests {
    @Test func aFieldIsAControlWhoseEditingChangedActionRunsWhenSent() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        var heard: [String] = []
        field.addAction(UIAction { _ in heard.append(field.text ?? "") }, for: .editingChanged)
        #expect((field as UIView) is UIControl)
        field.text = "tea"
        field.sendActions(for: .editingChanged)
        #expect(heard == ["tea"])
        field.sendActions(for: .touchUpInside)
        #expect(heard == ["tea"])
        #expect(!field.takesTaps)
    }
}

/// UIContentSizeCategory.h and UIKit's overlay: the five accessibility sizes sit above the seven
/// standard ones, and the categories compare by size.
@Suite struct UIContentSizeCategoryOrderTests {
    @Test func accessibilitySizesAreAboveTheStandardOnesAndSaySo() {
        #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.large < .extraLarge && UIContentSizeCategory.large <= .large)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
    }
}
