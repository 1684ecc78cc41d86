import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// UIResponder's menu, key-command and input members: UIKit's defaults, and one assistant item
/// per responder, made when first asked for (Apple's `inputAssistantItem` page).
@Suite struct ResponderInputMembersTests {
    final class Editor: UIResponder {
        var validated: [String] = []
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save") { _, _ in })]
        }
        override func validate(_ command: UICommand) {
            validated.append(command.title)
            super.validate(command)
        }
    }

    @Test func aRespondersDefaultsAreUIKitsAndAnOverrideAnswers() {
        let plain = UIResponder()
        #expect(plain.keyCommands == nil)
        #expect(plain.inputViewController == nil)
        #expect(plain.inputAssistantItem === plain.inputAssistantItem)
        #expect(plain.inputAssistantItem !== UIResponder().inputAssistantItem)
        #expect(plain.inputAssistantItem.allowsHidingShortcuts)
        let editor = Editor()
        #expect(editor.keyCommands?.first?.input == "s")
        let responder: UIResponder = editor
        responder.validate(UICommand(title: "Save", action: Selector("save") { _, _ in }))
        #expect(editor.validated == ["Save"])
        let actions: any UIResponderStandardEditActions = editor
        actions.copy(nil)
    }
}
