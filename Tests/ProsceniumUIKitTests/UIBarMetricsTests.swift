import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// Bars and bar button items keep their background images by position, metrics and state, and
/// read back exactly what was set (Apple's UINavigationBar and UIBarButtonItem references).
@Suite struct UIBarMetricsTests {
    @Test func aNavigationBarKeepsItsBackgroundImagesByPositionAndMetrics() throws {
        let image = try #require(UIImage(systemName: "xmark"))
        let bar = UINavigationBar(frame: .zero)
        bar.setBackgroundImage(image, for: .topAttached, barMetrics: .compact)
        #expect(bar.backgroundImage(for: .topAttached, barMetrics: .compact) === image)
        #expect(bar.backgroundImage(for: .compact) == nil, "any position was not set")
        bar.setBackgroundImage(image, for: .default)
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) === image)
        #expect(UIBarMetrics.defaultPrompt.rawValue == 101 && UIBarPosition.topAttached.rawValue == 3)
    }

    @Test func aBarButtonItemKeepsItsBackgroundImagesByStateAndStyle() throws {
        let image = try #require(UIImage(systemName: "xmark"))
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.setBackgroundImage(image, for: .highlighted, barMetrics: .default)
        #expect(item.backgroundImage(for: .highlighted, barMetrics: .default) === image)
        #expect(item.backgroundImage(for: .normal, barMetrics: .default) == nil)
        #expect(item.backgroundImage(for: .highlighted, style: .done, barMetrics: .default) == nil)
        item.setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: 2), for: .compact)
        #expect(item.titlePositionAdjustment(for: .compact).vertical == 2)
        #expect(item.titlePositionAdjustment(for: .default).vertical == 0)
    }

    @Test func aToolbarAndASearchBarKeepTheirBackgroundImages() throws {
        let image = try #require(UIImage(systemName: "xmark"))
        let toolbar = UIToolbar(frame: .zero)
        toolbar.setBackgroundImage(image, forToolbarPosition: .bottom, barMetrics: .default)
        #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) === image)
        #expect(toolbar.backgroundImage(forToolbarPosition: .top, barMetrics: .default) == nil)
        let search = UISearchBar(frame: .zero)
        search.setBackgroundImage(image, for: .any, barMetrics: .default)
        #expect(search.backgroundImage(for: .any, barMetrics: .default) === image)
    }
}
