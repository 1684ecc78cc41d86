import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Behaviours public presentation code relied on, found by probing code taken in search order
/// (2026-12-07): each was wrong or missing here, each as UIKit does it.
@Suite struct ProbeFindingsTests {
    /// A view that copies its colour to its layer, as drawer and card views commonly do.
    final class TintedView: UIView {
        var copies = 0
        override var backgroundColor: UIColor? {
            didSet {
                copies += 1
                layer.backgroundColor = backgroundColor?.cgColor
            }
        }
    }

    @Test func settingTheLayersColourDoesNotCallTheViewsSetter() {
        let view = TintedView()
        view.backgroundColor = .red
        #expect(view.copies == 1)
        #expect(view.backgroundColor == .red)
        view.layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.copies == 1)
        #expect(view.backgroundColor == .blue, "the view's colour is its layer's")
    }

    @Test func aPopoverWithOnlyASourceViewPointsAtTheWholeView() throws {
        let engine = Engine(device: .iPad)
        let root = UIViewController()
        engine.setRootViewController(root)
        let button = UIView(frame: CGRect(x: 300, y: 200, width: 100, height: 40))
        root.view.addSubview(button)
        let card = UIViewController()
        card.modalPresentationStyle = .popover
        card.preferredContentSize = CGSize(width: 200, height: 100)
        let popover = try #require(card.popoverPresentationController)
        #expect(popover.sourceRect.isNull, "CGRectNull by default since iOS 13.2")
        popover.sourceView = button
        popover.permittedArrowDirections = .up
        engine.perform { root.present(card, animated: false) }
        engine.run()
        // Below the button's bottom edge, centred on it.
        #expect(card.view.frame.minY > 240)
        #expect(abs(card.view.frame.midX - 350) < 1e-6)
    }

    /// A controller that sizes a subview in its layout hooks, as sheets sized in code do.
    final class Sizing: UIViewController {
        var calls: [String] = []
        let panel = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(panel)
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            calls.append("will")
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            calls.append("did")
            panel.frame = CGRect(x: 0, y: view.bounds.height - 300, width: view.bounds.width, height: 300)
            view.layoutIfNeeded()
        }
    }

    @Test func aControllerHearsItsViewsLayoutAroundIt() {
        let engine = Engine(device: .iPhoneSE)
        let root = UIViewController()
        engine.setRootViewController(root)
        let sheet = Sizing()
        sheet.modalPresentationStyle = .overFullScreen
        engine.perform { root.present(sheet, animated: false) }
        engine.run()
        #expect(sheet.calls.starts(with: ["will", "did"]))
        #expect(sheet.calls.count % 2 == 0, "a layoutIfNeeded inside the hook does not ask again")
        #expect(sheet.panel.frame == CGRect(x: 0, y: 367, width: 375, height: 300))
    }

    @Test func aNewControllersViewHasTheScreensSize() {
        let engine = Engine(device: .iPhoneSE)
        engine.setRootViewController(UIViewController())
        let fresh = UIViewController()
        engine.perform { _ = fresh.view }
        #expect(fresh.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    @Test func aStringReadsTheNumberItBeginsWith() {
        #expect(ProbeFindingsFixture.floatOf("  3.5px") == 3.5)
        #expect(ProbeFindingsFixture.integers() == [12, 0, Int(Int32.max)])
        #expect(ProbeFindingsFixture.bools() == [true, false])
    }

    @Test func anNSErrorKeepsItsDomainCodeAndDescription() {
        #expect(
            ProbeFindingsFixture.errorDescriptions() == [
                "The operation couldn’t be completed. (Player error 3.)", "No track", "4",
            ])
    }

    @Test func numbersConvertFromNSNumber() {
        #expect(CGFloat(truncating: NSNumber(value: 2.75)) == 2.75)
        #expect(Int(truncating: NSNumber(value: -2.75)) == -2)
        #expect(Bool(truncating: NSNumber(value: 0)) == false)
        #expect(Progress(totalUnitCount: 8).totalUnitCount == 8)
    }

    /// A scroll-view delegate proxy as drawer libraries write one: forwards what it cannot answer.
    final class Proxy: NSObject, UIScrollViewDelegate {
        weak var target: UIScrollViewDelegate?
        var asked = 0
        override func conforms(to aProtocol: Protocol) -> Bool {
            asked += 1
            return super.conforms(to: aProtocol) || (target?.conforms(to: aProtocol) ?? false)
        }
    }

    @Test func aProxyOverridesConformsToAndForwardsIt() {
        let proxy = Proxy()
        let target = Proxy()
        proxy.target = target
        #expect(!proxy.conforms(to: Protocol()))
        #expect(proxy.asked == 1 && target.asked == 1, "the target is asked through the protocol's member")
    }

    @Test func anObjectAnswersSelfAsNSObjectDoes() {
        let object = NSObject()
        #expect(object.`self`() === object)
    }
}
