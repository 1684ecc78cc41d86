import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// iOS 17's empty state: a controller's `contentUnavailableConfiguration` shows over its view and
/// `setNeedsUpdateContentUnavailableConfiguration()` asks the controller's override for it.
@Suite struct UIContentConfigurationTests {
    final class Inbox: UIViewController {
        var messages: [String] = []
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            var empty = UIContentUnavailableConfiguration.empty()
            empty.text = "No Mail"
            contentUnavailableConfiguration = messages.isEmpty ? empty : nil
        }
    }

    @Test func theEmptyStateShowsWhileThereIsNothingAndGoesAfter() {
        let engine = Engine()
        let inbox = Inbox()
        engine.setRootViewController(inbox)
        inbox.setNeedsUpdateContentUnavailableConfiguration()
        let shown = inbox.view.subviews.compactMap { $0 as? UIContentUnavailableView }
        #expect(shown.count == 1)
        #expect(shown.first?.frame == inbox.view.bounds)
        #expect((inbox.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.text == "No Mail")
        inbox.messages = ["Hi"]
        inbox.setNeedsUpdateContentUnavailableConfiguration()
        #expect(inbox.view.subviews.allSatisfy { !($0 is UIContentUnavailableView) })
        #expect(inbox.contentUnavailableConfiguration == nil)
    }

    @Test func anEmptyStatesButtonRunsItsActionWhenTapped() throws {
        let engine = Engine()
        let inbox = UIViewController()
        engine.setRootViewController(inbox)
        var refreshed = 0
        var empty = UIContentUnavailableConfiguration.empty()
        empty.text = "No Mail"
        empty.button.title = "Refresh"
        empty.buttonProperties.primaryAction = UIAction { _ in refreshed += 1 }
        inbox.contentUnavailableConfiguration = empty
        let shown = try #require(inbox.view.subviews.compactMap { $0 as? UIContentUnavailableView }.first)
        engine.perform { shown.layoutIfNeeded() }
        let button = try #require(shown.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.configuration?.title == "Refresh")
        let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        _ = engine.tap(at: centre)
        #expect(refreshed == 1)
    }
}
