import ProsceniumLoading
import Testing

@testable import ProsceniumRewriter

/// Members declared in an extension and overridden become dispatch written out, every line kept.
@Suite struct ExtensionOverridesTests {
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func anOverriddenExtensionMethodIsRenamedAndDispatched() {
        let base = """
            class Animator: NSObject {}
            extension Animator: UIViewControllerAnimatedTransitioning {
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            }
            """
        let sub = """
            final class Present: Animator {
                override func animateTransition(using context: UIViewControllerContextTransitioning) {}
            }
            """
        let analysed = AnalysedSources([base, sub])
        let first = lines(analysed.rewritten[0].text)
        let second = lines(analysed.rewritten[1].text)
        #expect(first[2].contains("func __psc_Animator_animateTransition(using transitionContext:"))
        #expect(
            second[1]
                == "             func __psc_Present_animateTransition(using context: UIViewControllerContextTransitioning) {}"
        )
        // The dispatcher keeps the protocol's member, after the last line of the declaring file.
        #expect(
            analysed.rewritten[0].text.contains(
                "extension Animator { func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { __psc_animateTransition_using(self, above: nil)(transitionContext) } }"
            ))
        #expect(
            analysed.rewritten[0].text.contains(
                "(Present.self, { $0 is Present.Type }, { (object as! Present).__psc_Present_animateTransition(using:) })"
            ))
        #expect(!analysed.rewritten[1].text.contains("__pscMostDerived"))
    }

    @Test func aPropertyOnUIKitsClassOverriddenInAnotherExtensionCallsSuperThroughTheDispatch() {
        let source = """
            extension UIView: LayoutSizable {
                open var layoutSize: CGSize { .zero }
            }
            extension UITableView {
                open override var layoutSize: CGSize {
                    return super.layoutSize
                }
            }
            """
        let r = SourceRewriter.rewrite(source)
        let out = lines(r.text)
        #expect(out[1] == "    open var __psc_UIView_layoutSize: CGSize { .zero }")
        #expect(out[4] == "    open          var __psc_UITableView_layoutSize: CGSize {")
        #expect(out[5] == "        return __psc_layoutSize(self, above: UITableView.self)()")
        #expect(
            r.text.contains("extension UIView { open var layoutSize: CGSize { __psc_layoutSize(self, above: nil)() } }")
        )
        // Lines after the user's stay where they were.
        #expect(out[7] == "}")
    }

    @Test func aMemberOnlyOverriddenInClassBodiesIsLeftAlone() {
        let source = """
            class Base { func go() {} }
            final class Sub: Base { override func go() {} }
            """
        let r = SourceRewriter.rewrite(source)
        #expect(!r.text.contains("__psc"))
    }

    @Test func superCallsInAFunctionLoseTheirLabels() {
        let source = """
            class Base {}
            extension Base { func move(to point: Int, animated: Bool) {} }
            final class Sub: Base { override func move(to point: Int, animated: Bool) { super.move(to: point, animated: animated) } }
            """
        let r = SourceRewriter.rewrite(source)
        #expect(r.text.contains("__psc_move_to_animated(self, above: Sub.self)(    point,           animated)"))
    }
}
