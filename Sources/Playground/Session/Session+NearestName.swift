import PresentationKit

extension Session {
    /// The name of a view on screen nearest to `name` (a mistyped button title, the wrong case),
    /// as near as the did-you-mean of a command word must be (`Suggester.isNear`); nil when none
    /// is. The names are those `state` lists: the snapshot's visible views.
    func nearestNameOnScreen(to name: String) -> String? {
        let names = engine.snapshot().views.filter { !$0.isHidden }.compactMap(\.name)
        let scored = names.map { (name: $0, distance: Suggester.distance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), Suggester.isNear(best.distance, to: name)
        else { return nil }
        return best.name
    }

    /// The view `tap` means by `name`: itself when one is on screen; for `dimming`, when no view
    /// has that name, the shaded view the drawing's legend calls "▒ dimming" (loaded code names its
    /// veil as it likes: `backdrop`, `shadowView`), the topmost one; else `name` as typed.
    func viewPlayingRole(_ name: String) -> String {
        guard name == "dimming", engine.findView(named: name) == nil else { return name }
        let shaded = engine.snapshot().views.last { $0.looksLikeDimming && !$0.isHidden && $0.name != nil }
        return shaded?.name ?? name
    }

    /// Says which view a role's name reached.
    func roleNote(_ role: String, isCalled name: String) -> String {
        language == .chinese
            ? "`\(role)`：画面里的遮罩视图，你的代码叫它 `\(name)`"
            : "`\(role)`: the shaded view, which your code calls `\(name)`"
    }
}
