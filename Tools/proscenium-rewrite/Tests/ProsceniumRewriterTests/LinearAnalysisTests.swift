import Testing

@testable import ProsceniumRewriter

/// The analysis grows with the methods of a class in proportion, not with their square: twice
/// the methods, at most twice the entries it looks at (`AnalysedSources.probes`). Counted, not
/// timed, so a slow machine cannot fail it and a fast one cannot hide a scan per method.
@Suite struct LinearAnalysisTests {
    /// The probes for the sources `make` gives for `count` methods, and for twice as many.
    func probes(_ make: (Int) -> String, count: Int) -> (some: Int, twice: Int) {
        (AnalysedSources([make(count)]).probes, AnalysedSources([make(2 * count)]).probes)
    }

    @Test func aClassOfManyPlainMethods() {
        let n = probes(
            { n in "class C {\n" + (0..<n).map { "    func m\($0)() {}\n" }.joined() + "}\n" }, count: 400)
        #expect(n.some >= 400)
        #expect(n.twice <= 2 * n.some + 16)
    }

    @Test func aClassImplementingManyOptionalRequirementsThatReturnValues() {
        let n = probes(
            { n in
                "@objc protocol P {\n" + (0..<n).map { "    @objc optional func m\($0)() -> Int\n" }.joined()
                    + "}\nclass C: NSObject, P {\n" + (0..<n).map { "    func m\($0)() -> Int { \($0) }\n" }.joined()
                    + "}\n"
            }, count: 200)
        #expect(n.some >= 200)
        #expect(n.twice <= 2 * n.some + 16)
    }

    @Test func aClassWithManyOverridesInAnExtension() {
        // Each is forwarded from the class's body: a lookup of its class and name, not a scan.
        let n = probes(
            { n in
                "class V: UIView {}\nextension V {\n" + (0..<n).map { "    override func m\($0)() {}\n" }.joined()
                    + "}\n"
            }, count: 200)
        #expect(n.some >= 200)
        #expect(n.twice <= 2 * n.some + 16)
    }

    @Test func aControllerWhoseManyMethodsCallOneAnother() {
        // No method presents, so the finder asks of every one whether a call from it reaches `present`.
        let n = probes(
            { n in
                "class Screen: UIViewController {\n" + (0..<n).map { "    func m\($0)() { m\($0 + 1)() }\n" }.joined()
                    + "}\n"
            }, count: 200)
        #expect(n.some >= 200)
        #expect(n.twice <= 2 * n.some + 16)
    }
}
