import PresentationKit

extension Session {
    /// The name of a view on screen nearest to `name` (a mistyped button title, the wrong case),
    /// within the distance the did-you-mean of a command word allows; nil when none is that near.
    func nearestNameOnScreen(to name: String) -> String? {
        var names: [String] = []
        func visit(_ v: View) {
            if let n = v.name, !v.isHidden { names.append(n) }
            v.subviews.forEach(visit)
        }
        visit(engine.window)
        let limit = max(2, name.count / 3)
        let scored = names.map { (name: $0, distance: Suggester.distance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit else { return nil }
        return best.name
    }
}
