import ProsceniumLoading
import Testing

@testable import ProsceniumRewriter

/// Overrides of UIKit's members written in an extension are forwarded from the class's own body,
/// on the line of its closing brace, every line kept.
@Suite struct ForwardedOverridesTests {
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func aPublicExtensionsOverrideIsForwardedFromTheClassInTheSameAndInAnotherFile() {
        // PopupDialog's shape: `PopupDialogDefaultViewController.swift` overrides
        // `viewDidLayoutSubviews()` in a `public extension` of its own class, line 129.
        let dialog = """
            import UIKit

            final public class Dialog: UIViewController {
                override public func loadView() {
                    super.loadView()
                }
            }

            public extension Dialog {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                }
            }
            """
        let other = """
            import UIKit
            public extension Dialog {
                @objc override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
            }
            """
        let analysed = AnalysedSources([dialog, other])
        let first = lines(analysed.rewritten[0].text)
        let second = lines(analysed.rewritten[1].text)
        #expect(
            first[6]
                == "public override func viewDidLayoutSubviews() { __psc_ext_Dialog_viewDidLayoutSubviews() }; "
                + "public override func viewWillAppear(_ animated: Bool) "
                + "{ __psc_ext_Dialog_viewWillAppear(animated) } }")
        // `override` becomes spaces; `super` in a method of an extension of `Dialog` is still its superclass's.
        #expect(first[9] == "             func __psc_ext_Dialog_viewDidLayoutSubviews() {")
        #expect(first[10] == "        super.viewDidLayoutSubviews()")
        #expect(
            second[2]
                == "                   func __psc_ext_Dialog_viewWillAppear(_ animated: Bool) "
                + "{ super.viewWillAppear(animated) }")
        // Every line stays where it was: the files gain nothing after their last line either.
        #expect(first.count == lines(dialog).count)
        #expect(second.count == lines(other).count)
        // A column past the longer name is the user's; inside the forwarders, the brace's.
        let end = analysed.rewritten[1].userColumn(line: 3, column: second[2].utf8.count)
        #expect(end == lines(other)[2].utf8.count)
        #expect(analysed.rewritten[0].userColumn(line: 7, column: 30) == 1)
    }

    @Test func aPropertyOverrideWithAGetterAndASetterForwardsBoth() {
        let source = """
            class Sheet: UIViewController { var stored = CGSize.zero }
            extension Sheet {
                override var preferredContentSize: CGSize {
                    get { stored }
                    set { stored = newValue; super.preferredContentSize = newValue }
                }
                override var prefersStatusBarHidden: Bool { true }
            }
            """
        let r = SourceRewriter.rewrite(source)
        let out = lines(r.text)
        #expect(
            out[0]
                == "class Sheet: UIViewController { var stored = CGSize.zero ; "
                + "override var preferredContentSize: CGSize { get { __psc_ext_Sheet_preferredContentSize } "
                + "set { __psc_ext_Sheet_preferredContentSize = newValue } }; "
                + "override var prefersStatusBarHidden: Bool { __psc_ext_Sheet_prefersStatusBarHidden } }")
        #expect(out[2] == "             var __psc_ext_Sheet_preferredContentSize: CGSize {")
        #expect(out[6] == "             var __psc_ext_Sheet_prefersStatusBarHidden: Bool { true }")
        #expect(out[8] == "import UIKit")
    }

    @Test func aGenericOrThrowingOverrideAndAnObserverAreLeftAsWritten() {
        let source = """
            class Card: UIView {}
            extension Card {
                override func convert<T>(_ value: T) -> T { value }
                override func reload() throws {}
                override var isHidden: Bool { didSet {} }
                override func apply(_ values: Int...) {}
            }
            """
        let r = SourceRewriter.rewrite(source)
        #expect(!r.text.contains("__psc"))
        #expect(lines(r.text)[0] == "class Card: UIView {}")
    }

    @Test func aMemberTheFilesDeclareIsLeftToExtensionOverrides() {
        // `refresh()` is the app's own: its override in an extension is dispatched, not forwarded.
        let source = """
            class Base: UIViewController { func refresh() {} }
            final class Screen: Base {}
            extension Screen { override func refresh() {} }
            """
        let r = SourceRewriter.rewrite(source)
        #expect(!r.text.contains("__psc_ext_"))
        #expect(lines(r.text)[2] == "extension Screen {          func __psc_Screen_refresh() {} }")
    }

    @Test func aNestedClassGetsItsForwarderInItsOwnBody() {
        let source = """
            enum Screens {
                final class Header: UIView {
                    var title = ""
                }
            }
            extension Screens.Header {
                override func layoutSubviews() { super.layoutSubviews() }
            }
            """
        let out = lines(SourceRewriter.rewrite(source).text)
        #expect(out[3] == "    override func layoutSubviews() { __psc_ext_Screens_Header_layoutSubviews() } }")
        #expect(out[6] == "             func __psc_ext_Screens_Header_layoutSubviews() { super.layoutSubviews() }")
    }

    @Test func parametersAcrossLinesOrUnnamedAreForwardedOnOneLine() {
        let source = """
            final class Panel: UIView {}
            extension Panel {
                override func point(inside point: CGPoint, // where
                                    with event: UIEvent?) -> Bool { true }
                override func willMove(toSuperview _: UIView?) {}
            }
            """
        let out = lines(SourceRewriter.rewrite(source).text)
        #expect(
            out[0]
                == "final class Panel: UIView { "
                + "override func point(inside point: CGPoint, with event: UIEvent?) -> Bool "
                + "{ __psc_ext_Panel_point(inside: point, with: event) }; "
                + "override func willMove(toSuperview __p0: UIView?) { __psc_ext_Panel_willMove(toSuperview: __p0) } }")
        // The implementation's own lines are as written but for its name.
        #expect(out[3] == lines(source)[3])
    }

    @Test func anOverrideLessAccessibleThanItsPublicClassIsLeftAsWritten() {
        // Swift refuses an internal override in a public class in its body too: forwarded, the
        // refusal would be on the line of the class's closing brace instead of the user's.
        let screen = "public final class Screen: UIViewController {\n}\n"
        let other = """
            extension Screen {
                override func viewDidAppear(_ animated: Bool) {}
            }
            public extension Screen {
                override func viewDidDisappear(_ animated: Bool) {}
            }
            """
        let analysed = AnalysedSources([screen, other])
        #expect(
            lines(analysed.rewritten[0].text)[1]
                == "public override func viewDidDisappear(_ animated: Bool) "
                + "{ __psc_ext_Screen_viewDidDisappear(animated) } }")
        let second = lines(analysed.rewritten[1].text)
        #expect(second[1] == "    override func viewDidAppear(_ animated: Bool) {}")
        #expect(second[4] == "             func __psc_ext_Screen_viewDidDisappear(_ animated: Bool) {}")
    }

    @Test func aClassPropertyAndAnOpenMethodKeepTheirKindAndAccessOnTheForwarder() {
        let source = """
            open class Shade: UIView {
            }
            extension Shade {
                override open class var requiresConstraintBasedLayout: Bool { true }
                override open func layoutSubviews() { super.layoutSubviews() }
            }
            """
        let out = lines(SourceRewriter.rewrite(source).text)
        #expect(
            out[1]
                == "open class override var requiresConstraintBasedLayout: Bool "
                + "{ __psc_ext_Shade_requiresConstraintBasedLayout }; "
                + "open override func layoutSubviews() { __psc_ext_Shade_layoutSubviews() } }")
        // Subclasses override the forwarder; the implementation's `open` goes (an extension's
        // `open` member that cannot be overridden draws a warning).
        #expect(out[3] == "                  class var __psc_ext_Shade_requiresConstraintBasedLayout: Bool { true }")
        #expect(out[4] == "                  func __psc_ext_Shade_layoutSubviews() { super.layoutSubviews() }")
    }

    @Test func anOverrideTheClassBodyAlsoWritesIsLeftForTheCompiler() {
        let source = """
            class Screen: UIViewController { override func viewDidLoad() {} }
            extension Screen { override func viewDidLoad() {} }
            """
        #expect(!SourceRewriter.rewrite(source).text.contains("__psc"))
    }

    @Test func everyLineOfEveryFileStaysWhereItWas() {
        let files = [
            "import UIKit\nclass A: UIView { var x = 1 }\nclass B: UIView {}\n",
            "import UIKit\nextension A {\n  override func layoutSubviews() {\n  }\n}\n"
                + "extension B { override var frame: CGRect {\n get { .zero }\n set {} } }\n",
        ]
        let analysed = AnalysedSources(files)
        for (source, rewritten) in zip(files, analysed.rewritten) {
            let before = lines(source)
            let after = lines(rewritten.text)
            #expect(after.count == before.count)
            // A line the rewrite did not touch is where it was, as it was.
            for (old, new) in zip(before, after) where !new.contains("__psc") { #expect(old == new) }
            #expect(RewriteFuzzCheck.problem(source) == nil)
        }
        let first = lines(analysed.rewritten[0].text)
        #expect(
            first[1]
                == "class A: UIView { var x = 1 ; override func layoutSubviews() { __psc_ext_A_layoutSubviews() } }")
        #expect(first[2].hasPrefix("class B: UIView { override var frame: CGRect { get { __psc_ext_B_frame } set {"))
        #expect(lines(analysed.rewritten[1].text)[5] == "extension B {          var __psc_ext_B_frame: CGRect {")
    }
}

/// A forwarder stands for its member: swiftc's errors in it (the library lacks the member, or a
/// type of its signature) are read at the member's own place, in whichever file it is.
@Suite struct ForwardedOverridePlacesTests {
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The 1-based UTF-8 column where `needle` starts in `line`.
    private func column(of needle: String, in line: String) -> Int {
        let bytes = Array(line.utf8)
        let wanted = Array(needle.utf8)
        let start = (0...(bytes.count - wanted.count)).first { Array(bytes[$0..<$0 + wanted.count]) == wanted }
        return (start ?? -1) + 1
    }

    @Test func aForwardersSpansStandForItsMemberInItsOwnFileOrAnother() throws {
        let dialog = """
            import UIKit

            final public class Dialog: UIViewController {
            }

            public extension Dialog {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                }
            }
            """
        let other = """
            import UIKit
            public extension Dialog {
                @objc override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
            }
            """
        let analysed = AnalysedSources([dialog, other])
        let line = lines(analysed.rewritten[0].text)[3]
        #expect(
            line
                == "public override func viewDidLayoutSubviews() { __psc_ext_Dialog_viewDidLayoutSubviews() }; "
                + "public override func viewWillAppear(_ animated: Bool) { __psc_ext_Dialog_viewWillAppear(animated) } }"
        )
        // `method does not override any method from its superclass` is said at the forwarder's
        // name: the user reads it at the member's name, as swiftc says it of an override in a class.
        let first = analysed.rewritten[0]
        #expect(first.place(line: 4, column: 1) == SourcePlace(file: 0, line: 7, column: 19))
        #expect(
            first.place(line: 4, column: column(of: "viewDidLayoutSubviews", in: line))
                == SourcePlace(file: 0, line: 7, column: 19))
        // The other file's member, anywhere in its forwarder but for the type it repeats.
        let viewWillAppear = SourcePlace(file: 1, line: 3, column: 25)
        #expect(
            first.place(line: 4, column: column(of: "public override func viewWillAppear", in: line)) == viewWillAppear)
        #expect(first.place(line: 4, column: column(of: "(animated) }", in: line)) == viewWillAppear)
        #expect(first.place(line: 4, column: column(of: "Bool", in: line)) == SourcePlace(file: 1, line: 3, column: 52))
        // Between the forwarders and at the class's own brace, the rewrite's text is the brace's.
        #expect(first.place(line: 4, column: column(of: "; public", in: line)) == nil)
        #expect(first.place(line: 4, column: line.utf8.count) == nil)
        #expect(first.userColumn(line: 4, column: line.utf8.count) == 1)
        // The places cross to `load` with the reply.
        let back = try RewriteReply(json: analysed.reply.json.serialized)
        #expect(back == analysed.reply)
        #expect(back.rewritten[0].place(line: 4, column: 1) == SourcePlace(file: 0, line: 7, column: 19))
    }

    @Test func aTypeTheForwarderRepeatsIsTheUsersWhereTheImplementationHasItToo() {
        // A type the library lacks is reported in the forwarder and in the renamed implementation:
        // both land on the user's one place, which `DiagnosticMapper` says once.
        let source = """
            class Sheet: UIViewController {}
            extension Sheet {
                override func show(_ item: [Missing], at index: Int = Defaults.start) -> Result { .none }
                override var canBecomeFirstResponder: Bool { true }
            }
            """
        let r = SourceRewriter.rewrite(source)
        let out = lines(r.text)
        let forwarders = out[0]
        let implementation = out[2]
        let user = lines(source)[2]
        for token in ["Missing", "Defaults", "Result"] {
            let place = r.place(line: 1, column: column(of: token, in: forwarders))
            #expect(place == SourcePlace(file: 0, line: 3, column: column(of: token, in: user)))
            #expect(r.userColumn(line: 3, column: column(of: token, in: implementation)) == place?.column)
        }
        #expect(
            r.place(line: 1, column: column(of: "override var", in: forwarders))
                == SourcePlace(file: 0, line: 4, column: 18))
        #expect(
            r.place(line: 1, column: column(of: "{ __psc_ext_Sheet_canBecomeFirstResponder }", in: forwarders))
                == SourcePlace(file: 0, line: 4, column: 18))
    }
}
