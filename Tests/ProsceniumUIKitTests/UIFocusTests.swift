import PresentationKit
import Testing

import struct FoundationEssentials.URL

@testable import ProsceniumUIKit

/// UIKit's focus protocols over a model with no focus engine (UIFocus.h): the chain of parent
/// environments and a view's items come from the hierarchy; what needs an engine answers as an
/// unfocused app and says so once.
@Suite struct UIFocusTests {
    @Test func theFocusChainRunsFromAViewThroughItsControllerToTheWindow() {
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(button)
        #expect(button.parentFocusEnvironment === root.view)
        #expect(root.view.parentFocusEnvironment === root)
        #expect(root.parentFocusEnvironment === engine.window)
        #expect(UIFocusSystem.environment(root, contains: button))
        #expect(UIFocusSystem.environment(engine.window, contains: button))
        #expect(!UIFocusSystem.environment(button, contains: root))
    }

    @Test func aViewsFocusItemsAreTheSubviewsItsRectMeets() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let bottom = UIView(frame: CGRect(x: 0, y: 80, width: 100, height: 20))
        container.addSubview(top)
        container.addSubview(bottom)
        let items = container.focusItems(in: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(items.count == 1)
        #expect(items.first === top)
        #expect(container.focusItemContainer === container)
    }

    @Test func focusQueriesAnswerAsAnUnfocusedAppAndSaySoOnce() throws {
        let engine = Engine()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        engine.perform {
            #expect(UIScreen.main.focusedItem == nil)
            #expect(UIScreen.main.focusedItem == nil)
            #expect(scene.focusSystem == nil)
            #expect(UIViewController().preferredFocusEnvironments.isEmpty)
        }
        #expect(engine.consoleLog.count == 3)
        #expect(engine.consoleLog.allSatisfy { $0.contains("focus is not modelled") })
    }

    @Test func aViewKeepsCopiesOfItsFocusEffectAndHoverStyle() {
        let view = UIView()
        let halo = UIFocusHaloEffect(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        halo.position = .inside
        view.focusEffect = halo
        #expect(view.focusEffect !== halo)
        #expect((view.focusEffect as? UIFocusHaloEffect)?.position == .inside)
        let style = UIHoverStyle(effect: .lift, shape: .capsule)
        style.isEnabled = false
        view.hoverStyle = style
        #expect(view.hoverStyle !== style)
        #expect(view.hoverStyle?.shape == .capsule)
        #expect(view.hoverStyle?.effect is UIHoverLiftEffect)
        #expect(view.hoverStyle?.isEnabled == false)
    }

    @Test func aViewPrintsThroughItsOwnDrawing() {
        final class Drawn: UIView {
            var drawn: [CGRect] = []
            override func draw(_ rect: CGRect) { drawn.append(rect) }
        }
        let view = Drawn(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let formatter = view.viewPrintFormatter()
        #expect(formatter.view === view)
        #expect(formatter.pageCount == 0)
        view.draw(view.bounds, for: formatter)
        #expect(view.drawn == [view.bounds])
    }

    @Test func aControllerKeepsTheExtensionContextItIsStartedWith() {
        let controller = UIViewController()
        #expect(controller.extensionContext == nil)
        let context = NSExtensionContext()
        controller.beginRequest(with: context)
        #expect(controller.extensionContext === context)
        var opened: Bool?
        context.open(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == false)
    }
}
