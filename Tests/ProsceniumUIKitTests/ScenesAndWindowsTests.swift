import PresentationKit
import Testing
import struct FoundationEssentials.URL

@testable import ProsceniumUIKit

/// A window joins the scene it is made for, leaves and joins scenes as its `windowScene` is set,
/// and reads its screen and traits from there (UIWindow.h, UIWindowScene.h).
@Suite struct WindowSceneAttachmentTests {
    @Test func aWindowMadeForTheSceneIsInItOnItsScreenWithItsTraits() throws {
        let engine = Engine(device: .iPhone15, orientation: .landscape)
        engine.setRootViewController(UIViewController())
        try engine.perform {
            let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            let window = UIWindow(windowScene: scene)
            #expect(window.windowScene === scene)
            #expect(scene.windows.first === engine.window)
            #expect(scene.windows.contains { $0 === window })
            #expect(UIApplication.shared.windows.contains { $0 === window })
            #expect(window.screen === scene.screen)
            #expect(window.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
            #expect(window.traitCollection == engine.window.traitCollection)
        }
    }

    @Test func settingTheSceneMovesTheWindowOutOfOneSceneAndIntoAnother() throws {
        let engine = Engine(device: .iPhone15)
        engine.setRootViewController(UIViewController())
        try engine.perform {
            let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            let window = UIWindow(windowScene: scene)
            window.windowScene = nil
            #expect(window.windowScene == nil)
            #expect(!scene.windows.contains { $0 === window })
            let other = UIWindowScene()
            window.windowScene = other
            #expect(other.windows.count == 1 && other.windows.first === window)
            #expect(!scene.windows.contains { $0 === window })
            window.windowScene = scene
            #expect(other.windows.isEmpty)
            #expect(scene.windows.contains { $0 === window })
        }
        #expect(engine.consoleLog.isEmpty)
    }

    @Test func theStagesWindowStaysInTheModelsSceneAndOnItsOneScreen() {
        let engine = Engine(device: .iPhone15)
        engine.setRootViewController(UIViewController())
        engine.perform {
            let scene = engine.window.windowScene
            engine.window.windowScene = UIWindowScene()
            #expect(engine.window.windowScene === scene)
            engine.window.screen = UIScreen()
            #expect(engine.window.screen === UIScreen.main)
        }
        #expect(engine.consoleLog.contains { $0.contains("the stage's window stays in the model's scene") })
        #expect(engine.consoleLog.contains { $0.contains("the model has one screen") })
    }
}

/// `UIScene.open(_:options:completionHandler:)`: no other app runs, so no URL opens; the handler
/// hears false on the main queue, after the call has returned (Apple's page).
@Suite struct SceneOpenURLTests {
    @Test func openingAURLAnswersFalseAfterTheCallReturnsAndSaysSoOnce() throws {
        let engine = Engine(device: .iPhone15)
        engine.setRootViewController(UIViewController())
        var answers: [Bool] = []
        try engine.perform {
            let scene = try #require(UIApplication.shared.connectedScenes.first)
            let url = try #require(URL(string: "https://example.com"))
            scene.open(url, options: nil) { answers.append($0) }
            #expect(answers.isEmpty)
        }
        engine.run()
        #expect(answers == [false])
        #expect(engine.consoleLog.filter { $0.contains("other apps are not modelled") }.count == 1)
    }
}

/// `UIScreen.fixedCoordinateSpace`: the screen as the device stands portrait-up, whatever the
/// interface's orientation (Apple's page).
@Suite struct FixedCoordinateSpaceTests {
    @Test func inLandscapeTheFixedSpaceIsPortraitAndTurnedAQuarter() throws {
        let engine = Engine(device: .iPhone15)
        let root = UIViewController()
        engine.setRootViewController(root)
        try engine.changeScreen(orientation: .landscape)
        engine.run()
        engine.perform {
            let fixed = UIScreen.main.fixedCoordinateSpace
            #expect(fixed.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
            #expect(UIScreen.main.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))
            // The interface's top-left corner is the device's top-right one, held portrait-up.
            #expect(root.view.convert(CGPoint(x: 0, y: 0), to: fixed) == CGPoint(x: 393, y: 0))
            #expect(root.view.convert(CGPoint(x: 10, y: 20), to: fixed) == CGPoint(x: 373, y: 10))
            #expect(fixed.convert(CGPoint(x: 373, y: 10), to: root.view) == CGPoint(x: 10, y: 20))
            let rect = root.view.convert(CGRect(x: 10, y: 20, width: 100, height: 50), to: fixed)
            #expect(rect == CGRect(x: 323, y: 10, width: 50, height: 100))
        }
    }

    @Test func inPortraitTheFixedSpaceIsTheInterfaces() {
        let engine = Engine(device: .iPhone15)
        let root = UIViewController()
        engine.setRootViewController(root)
        engine.perform {
            let fixed = UIScreen.main.fixedCoordinateSpace
            #expect(fixed.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
            #expect(root.view.convert(CGPoint(x: 10, y: 20), to: fixed) == CGPoint(x: 10, y: 20))
        }
    }
}

/// `UIWindow.safeAreaAspectFitLayoutGuide`: the largest rectangle of the guide's aspect ratio in
/// the window's safe area, centred in it, which constraints pin to.
@Suite struct SafeAreaAspectFitGuideTests {
    @Test func theGuideIsTheLargestRectangleOfItsRatioInTheSafeArea() {
        let engine = Engine(device: .iPhone15)
        engine.setRootViewController(UIViewController())
        engine.perform {
            let guide = engine.window.safeAreaAspectFitLayoutGuide
            #expect(guide.aspectRatio == 1)
            // 393 × 852, safe area 59 top and 34 bottom: 393 × 759 from y 59, a square centred in it.
            #expect(guide.layoutFrame == CGRect(x: 0, y: 59 + (759 - 393) / 2, width: 393, height: 393))
            guide.aspectRatio = 0.25
            // 759 high, so 189.75 wide, centred across.
            #expect(guide.layoutFrame == CGRect(x: (393 - 189.75) / 2, y: 59, width: 189.75, height: 759))
            guide.aspectRatio = 1000
            #expect(guide.aspectRatio == 100)
        }
    }

    @Test func aViewPinnedToTheGuideTakesItsFrame() {
        let engine = Engine(device: .iPhone15)
        let root = UIViewController()
        engine.setRootViewController(root)
        let video = UIView()
        video.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(video)
        engine.perform {
            let guide = engine.window.safeAreaAspectFitLayoutGuide
            guide.aspectRatio = 16.0 / 9.0
            NSLayoutConstraint.activate([
                video.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                video.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                video.topAnchor.constraint(equalTo: guide.topAnchor),
                video.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
            root.view.layoutIfNeeded()
            #expect(video.frame == guide.layoutFrame)
            #expect(video.frame.width == 393)
            #expect(abs(video.frame.height - 393 * 9 / 16) < 0.001)
        }
    }
}

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
