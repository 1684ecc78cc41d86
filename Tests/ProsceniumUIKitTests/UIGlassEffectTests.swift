import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A glass effect shows in its view as a light veil, as a blur shows as a shade (UIGlassEffect.h;
/// the look itself is the model's [?]).
@Suite struct UIGlassEffectTests {
    @Test func aGlassEffectViewShowsALightVeil() {
        let view = UIVisualEffectView(effect: UIGlassEffect())
        #expect(view.backgroundColor == Color(name: "white", alpha: 0.3))
        view.effect = UIGlassEffect(style: .clear)
        #expect(view.backgroundColor == Color(name: "white", alpha: 0.15))
    }

    @Test func aTintedGlassTintsItsVeilAndKeepsItsSettings() {
        let glass = UIGlassEffect(style: .regular)
        glass.tintColor = .red
        glass.isInteractive = true
        let view = UIVisualEffectView(effect: glass)
        #expect(view.backgroundColor == Color(name: "red", alpha: 0.3))
        let container = UIGlassContainerEffect()
        container.spacing = 12
        view.effect = container
        #expect(container.spacing == 12 && view.backgroundColor == nil)
    }
}
