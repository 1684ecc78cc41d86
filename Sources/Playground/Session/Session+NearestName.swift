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
}
