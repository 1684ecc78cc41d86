import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A view keeps its interactions and tells each the view it moved to; a context menu's delegate
/// is never asked (no long press in the model).
@Suite struct UIContextMenuInteractionTests {
    final class Menu: NSObject, UIContextMenuInteractionDelegate {
        var asked = 0
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            asked += 1
            return nil
        }
    }

    @Test func anInteractionKnowsItsViewUntilRemoved() {
        let menu = Menu()
        let interaction = UIContextMenuInteraction(delegate: menu)
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        row.addInteraction(interaction)
        #expect(interaction.view === row && row.interactions.count == 1)
        row.removeInteraction(interaction)
        #expect(interaction.view == nil && row.interactions.isEmpty)
        #expect(menu.asked == 0)
    }
}
