import ProsceniumLoading
import Testing

@testable import ProsceniumRewriter

/// What `load` can run, found from the files' syntax.
@Suite struct CandidateFinderTests {
    @Test func aDelegateWithAnImplicitInit() {
        let found = CandidateFinder.candidates(in: [
            "class D: NSObject, UIViewControllerTransitioningDelegate { let x = 1 }"
        ])
        #expect(found == [Candidate(typeName: "D", kind: .transitioningDelegate)])
    }

    @Test func aDelegateWithoutInitIsNotACandidate() {
        let found = CandidateFinder.candidates(in: [
            "class D: NSObject, UIViewControllerTransitioningDelegate { init(size: Int) {} }"
        ])
        #expect(found.isEmpty)
    }

    @Test func aSubclassOfTheUsersDelegateIsOneToo() {
        let found = CandidateFinder.candidates(in: [
            "class Base: NSObject, UIViewControllerTransitioningDelegate {}", "final class Tap: Base {}",
        ])
        #expect(found.map(\.typeName) == ["Base", "Tap"])
    }

    @Test func aConformanceInAnExtensionCounts() {
        let found = CandidateFinder.candidates(in: [
            "class D: NSObject {}\nextension D: UIViewControllerTransitioningDelegate {}"
        ])
        #expect(found == [Candidate(typeName: "D", kind: .transitioningDelegate)])
    }

    @Test func aNavigationControllerSubclassThatPresentsIsAPresentingScreen() {
        let found = CandidateFinder.candidates(in: [
            "final class Flow: UINavigationController { func show() { present(UIViewController(), animated: true) } }"
        ])
        #expect(found == [Candidate(typeName: "Flow", kind: .presentingController, method: "show")])
    }

    @Test func aTableViewControllerSubclassThatPresentsIsAPresentingScreen() {
        let found = CandidateFinder.candidates(in: [
            "class Menu: UITableViewController { func open() { present(UIViewController(), animated: true) } }"
        ])
        #expect(found.map(\.kind) == [.presentingController])
    }

    @Test func aControllerThatIsItsOwnDelegate() {
        let source = """
            final class Sheet: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .custom
                    transitioningDelegate = self
                }
            }
            extension Sheet: UIViewControllerTransitioningDelegate {}
            class Host: UIViewController {}
            """
        #expect(CandidateFinder.candidates(in: [source]) == [Candidate(typeName: "Sheet", kind: .presentedController)])
    }

    @Test func aBarePresentationControllerOnlyWhenNothingVendsOne() {
        let pc = "class Card: UIPresentationController {}"
        #expect(CandidateFinder.candidates(in: [pc]) == [Candidate(typeName: "Card", kind: .presentationController)])
        let both = [pc, "class D: NSObject, UIViewControllerTransitioningDelegate {}"]
        #expect(Candidate.preferred(CandidateFinder.candidates(in: both)).map(\.typeName) == ["D"])
        // `as Card` still finds it among them all.
        #expect(CandidateFinder.candidates(in: both).map(\.typeName) == ["Card", "D"])
    }

    @Test func anAsyncOrThrowingPresentingMethodIsPassedOver() {
        // The stage calls the method synchronously and without `try`: Swift 6 code's
        // `func show() async` would not compile there, so the plain one is chosen.
        let source = """
            final class Host: UIViewController {
                func show() async { present(UIViewController(), animated: true) }
                func load() throws { present(UIViewController(), animated: true) }
                func showNow() { present(UIViewController(), animated: true) }
            }
            """
        let all = CandidateFinder.candidates(in: [source])
        #expect(
            Candidate.preferred(all) == [Candidate(typeName: "Host", kind: .presentingController, method: "showNow")])
    }

    @Test func theControllerAnAppPresentsFromIsRunByItsPresentingMethod() {
        let source = """
            class Host: UIViewController {
                let cardDelegate = D()
                override func viewDidLoad() { super.viewDidLoad() }
                func showHelp(_ sender: Any) { present(UIViewController(), animated: true) }
                static func make() -> Host { Host() }
                func showCard() {
                    let card = UIViewController()
                    card.transitioningDelegate = cardDelegate
                    self.present(card, animated: true, completion: nil)
                }
            }
            class D: NSObject, UIViewControllerTransitioningDelegate {}
            """
        let all = CandidateFinder.candidates(in: [source])
        #expect(all.contains(Candidate(typeName: "Host", kind: .presentingController, method: "showCard")))
        // The app's own way in comes first: its delegate runs as the app sets it up.
        #expect(
            Candidate.preferred(all) == [Candidate(typeName: "Host", kind: .presentingController, method: "showCard")])
        let main = StageMainSource.source(for: Candidate.preferred(all)[0])
        #expect(main.contains("StageMain.run(presentingController: { Host() }, present: { ($0 as! Host).showCard() })"))
    }

    @Test func aControllerThatPushesIsRunByItsPushingMethod() {
        let source = """
            final class List: UIViewController {
                func showDetail() { navigationController?.pushViewController(Detail(), animated: true) }
                func openSettings() { show(Settings(), sender: self) }
            }
            final class Menu: UIViewController {
                func openAccount() { show(Account(), sender: self) }
            }
            """
        let found = CandidateFinder.candidates(in: [source])
        #expect(
            found == [
                Candidate(typeName: "List", kind: .pushingController, method: "showDetail"),
                Candidate(typeName: "Menu", kind: .pushingController, method: "openAccount"),
            ])
    }

    @Test func aControllerThatPresentsAndPushesIsThePresentingScreen() {
        let source = """
            final class Home: UIViewController {
                func showDetail() { navigationController?.pushViewController(Detail(), animated: true) }
                func showCard() { present(Card(), animated: true) }
            }
            """
        #expect(
            CandidateFinder.candidates(in: [source]) == [
                Candidate(typeName: "Home", kind: .presentingController, method: "showCard", pushMethod: "showDetail")
            ])
    }

    @Test func aControllerThatNeverPresentsIsNotOne() {
        let source = "class Plain: UIViewController { func tidy() { view.backgroundColor = .white } }"
        #expect(CandidateFinder.candidates(in: [source]).isEmpty)
    }

    @Test func aPresentationReachedThroughTheUsersHelperCounts() {
        // A library's helper in another file (an extension of UIViewController), called from the screen.
        let library = """
            extension UIViewController {
                public func presentSheet(_ sheet: UIViewController) { configure(sheet); present(sheet, animated: true) }
                func configure(_ sheet: UIViewController) { sheet.modalPresentationStyle = .custom }
            }
            """
        let screen = """
            final class Screen: UIViewController {
                func tidy() { view.backgroundColor = .white }
                func showFilters() { presentSheet(UIViewController()) }
            }
            """
        #expect(
            CandidateFinder.candidates(in: [library, screen]) == [
                Candidate(typeName: "Screen", kind: .presentingController, method: "showFilters")
            ])
    }

    @Test func aDelegateControllerThatPresentsAnotherIsThePresentingScreen() {
        let source = """
            final class Screen: UIViewController, UIViewControllerTransitioningDelegate {
                func showCard() {
                    let card = UIViewController()
                    card.transitioningDelegate = self
                    present(card, animated: true)
                }
            }
            """
        #expect(
            CandidateFinder.candidates(in: [source]) == [
                Candidate(typeName: "Screen", kind: .presentingController, method: "showCard")
            ])
    }

    @Test func asTypeDotMethodNamesTheMethodToPresentThrough() {
        let analysed = AnalysedSources([
            "final class Screen: UIViewController { func later() { schedule() }; func schedule() {} }"
        ])
        #expect(
            analysed.reply.candidate(named: "Screen.later")
                == Candidate(typeName: "Screen", kind: .presentingController, method: "later"))
        #expect(analysed.reply.candidate(named: "Screen.later()")?.method == "later")
        #expect(analysed.reply.candidate(named: "Screen.missing") == nil)
    }

    @Test func aPrivateMethodIsCalledThroughOneAddedBesideIt() {
        let analysed = AnalysedSources([
            "final class Demo: UIViewController {\n    @objc private func showAlert() { present(UIViewController(), animated: true) }\n}\n"
        ])
        #expect(
            analysed.candidates == [
                Candidate(
                    typeName: "Demo", kind: .presentingController, method: "showAlert",
                    call: "__psc_call_Demo_showAlert")
            ])
        #expect(
            analysed.rewritten[0].text.contains(
                "}\nextension Demo {\n    func __psc_call_Demo_showAlert() { showAlert() }\n}\n"))
    }

    @Test func aSendersActionIsCalledWithASender() {
        let analysed = AnalysedSources([
            "class Demo: UIViewController {\n    @IBAction func tapped(_ sender: Any) { present(UIViewController(), animated: true) }\n}\n",
            "class Bar: UIViewController { func go(sender: UIButton) { present(UIViewController(), animated: true) } }",
        ])
        #expect(analysed.candidates.map(\.call) == ["__psc_call_Demo_tapped", "__psc_call_Bar_go"])
        #expect(analysed.rewritten[0].text.contains("func __psc_call_Demo_tapped() { tapped(self) }"))
        #expect(analysed.rewritten[1].text.contains("{ go(sender: UIButton(type: .system)) }"))
    }

    @Test func twoScreensSameNamedActionsAreTheirOwn() {
        let analysed = AnalysedSources([
            "class First: UIViewController { @IBAction func tapped(_ sender: Any) { open() }\n private func open() { present(UIViewController(), animated: true) } }",
            "class Second: UIViewController { @IBAction func tapped(_ sender: Any) { dismiss(animated: true) } }",
        ])
        #expect(analysed.candidates.map(\.typeName) == ["First"])
    }

    @Test func aHelperInAnExtensionOfUIKitsClassIsReached() {
        let analysed = AnalysedSources([
            "extension UIViewController { func presentCard() { present(UIViewController(), animated: true) } }",
            "class Screen: UIViewController { func go() { presentCard() } }",
        ])
        #expect(
            analysed.candidates == [Candidate(typeName: "Screen", kind: .presentingController, method: "go")])
    }

    @Test func aNestedControllersPrivateMethodGetsNoCallBesideIt() {
        let analysed = AnalysedSources([
            "final class Outer { final class Inner: UIViewController { private func setUp() {} } }\n"
                + "final class Screen: UIViewController { func go() { present(UIViewController(), animated: true) } }\n"
        ])
        #expect(!analysed.rewritten[0].text.contains("extension Inner"))
        #expect(analysed.candidates.map(\.typeName) == ["Screen"])
    }

    @Test func aMethodTakingSomethingElseIsNotCalled() {
        let analysed = AnalysedSources([
            "class Demo: UIViewController { func show(_ item: Int) { present(UIViewController(), animated: true) } }"
        ])
        #expect(analysed.candidates.isEmpty)
    }

    @Test func aMethodWhoseParametersAllHaveDefaultsIsCalledAsItIs() {
        let analysed = AnalysedSources([
            "class Demo: UIViewController { func show(animated: Bool = true) { present(UIViewController(), animated: animated) } }"
        ])
        #expect(
            analysed.candidates == [Candidate(typeName: "Demo", kind: .presentingController, method: "show")])
    }

    @Test func anInheritedPresentingMethodMakesTheSubclassAPresentingScreen() {
        let analysed = AnalysedSources([
            "class Base: UIViewController { private func open() { present(UIViewController(), animated: true) } }\n",
            "final class Screen: Base {}",
        ])
        #expect(analysed.candidates.map(\.typeName) == ["Base", "Screen"])
        #expect(analysed.candidates.map(\.call) == ["__psc_call_Base_open", "__psc_call_Base_open"])
        #expect(analysed.reply.candidate(named: "Screen.open")?.call == "__psc_call_Base_open")
    }

    @Test func nothingToRunSaysWhatItLookedAtAndWhatWouldWork() {
        let analysed = AnalysedSources([
            "final class Plain: UIViewController { func tidy() {} }\nstruct S {}\nclass Box {}"
        ])
        let line = analysed.reply.nothingToRun(in: "Plain.swift")
        #expect(
            line.hasPrefix(
                "nothing to run in Plain.swift: looked at Plain (view controller: no method without parameters reaches present(_:animated:completion:) or pushViewController(_:animated:)), Box (not a view controller, transitioning delegate or presentation controller);"
            ))
        #expect(line.hasSuffix("name a method with `load … as Type.method`"))
    }

    @Test func theGeneratedMainCallsTheStageRunner() {
        let main = StageMainSource.source(for: Candidate(typeName: "Card", kind: .presentationController))
        #expect(
            main.contains(
                "StageMain.run(presentationController: { Card(presentedViewController: $0, presenting: $1) })"))
        #expect(main.contains("import ProsceniumStage"))
    }

    @Test func diagnosticsMapToTheUsersFile() {
        let line = "class T { func f() { _ = #selector(go); nope() }; func go() {} }"
        let r = SourceRewriter.rewrite(line)
        let files = [
            DiagnosticMapper.CompiledFile(compiledPath: "/c/src/T.swift", userPath: "my/T.swift", rewritten: r)
        ]
        let output = """
            /c/src/T.swift:1:\(column(of: "nope", in: r.text)): error: cannot find 'nope' in scope
               1 | class T …
            /c/src/T.swift:1:3: warning: something
            /c/src/main.swift:4:1: error: 'T' cannot be constructed
            """
        let errors = DiagnosticMapper.errors(in: output, files: files)
        #expect(errors[0] == "my/T.swift:1:\(column(of: "nope", in: line)): cannot find 'nope' in scope")
        #expect(errors[1] == "starting your code: 'T' cannot be constructed")
        #expect(errors.count == 2)
    }
}

/// The 1-based UTF-8 column where `needle` first starts in one-line `text`.
func column(of needle: String, in text: String) -> Int {
    let bytes = Array(text.utf8)
    let n = Array(needle.utf8)
    for i in 0...(bytes.count - n.count) where Array(bytes[i..<i + n.count]) == n { return i + 1 }
    return 0
}
