import Testing

@testable import PresentationKit

/// The keyboard guide rests docked at the bottom with the keyboard off screen: over the bottom
/// safe-area inset, or nothing when it does not use it; tracked constraints for near the bottom
/// (and away from the top) are active, the others not.
@Suite struct KeyboardLayoutGuideTests {
    @Test func theGuideRestsAtTheBottomAndTracksThatEdge() {
        let engine = Engine(device: .iPhone15)
        let root = ViewController()
        engine.setRootViewController(root)
        let view = root.view!
        let field = View(frame: .zero)
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        let guide = view.keyboardLayoutGuide
        let docked = field.bottomAnchor.constraint(equalTo: guide.topAnchor)
        let raised = field.bottomAnchor.constraint(equalTo: view.topAnchor, constant: 100)
        guide.setConstraints([docked], activeWhenNearEdge: .bottom)
        guide.setConstraints([raised], activeWhenAwayFrom: .bottom)
        #expect(docked.isActive && !raised.isActive)
        #expect(guide.constraints(activeWhenNearEdge: .bottom).count == 1)
        #expect(guide.layoutFrame.height == view.safeAreaInsets.bottom && guide.layoutFrame.height > 0)
        guide.usesBottomSafeArea = false
        #expect(guide.layoutFrame.height == 0)
        guide.removeAllTrackedConstraints()
        #expect(!docked.isActive && guide.constraints(activeWhenNearEdge: .bottom).isEmpty)
    }
}
