import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// `isLayoutMarginsRelativeArrangement` lays the arranged views out inside the stack's margins.
@Suite struct UIStackViewTests {
    @Test func marginsRelativeArrangementInsetsTheArrangedViews() {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let first = UIView()
        let second = UIView()
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.distribution = .fill
        stack.frame = CGRect(x: 0, y: 100, width: 300, height: 200)
        first.heightAnchor.constraint(equalToConstant: 50).isActive = true
        root.view.addSubview(stack)
        engine.perform { stack.layoutIfNeeded() }
        #expect(first.frame.minX == 0 && first.frame.minY == 0)
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        stack.isLayoutMarginsRelativeArrangement = true
        engine.perform { stack.layoutIfNeeded() }
        #expect(first.frame == CGRect(x: 16, y: 8, width: 268, height: 50))
        #expect(second.frame.maxY == 192)
    }

    @Test func aCustomSpacingAfterOneViewReplacesTheStacksSpacing() {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let title = UIView()
        let body = UIView()
        let button = UIView()
        let stack = UIStackView(arrangedSubviews: [title, body, button])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        for v in [title, body, button] { v.heightAnchor.constraint(equalToConstant: 40).isActive = true }
        root.view.addSubview(stack)
        stack.setCustomSpacing(24, after: body)
        engine.perform { stack.layoutIfNeeded() }
        #expect(body.frame.minY == 48, "the stack's 8 after the title")
        #expect(button.frame.minY == 48 + 40 + 24, "24 after the body")
        #expect(stack.customSpacing(after: body) == 24)
        #expect(stack.customSpacing(after: title) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: body)
        engine.perform { stack.layoutIfNeeded() }
        #expect(button.frame.minY == 48 + 40 + 8)
    }
}
