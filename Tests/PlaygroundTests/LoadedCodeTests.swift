import Playground
import PlaygroundTestSupport
import PresentationKit
import Testing

/// `load FILE.swift` as the session sees it: a loader from the front end, commands forwarded to
/// the loaded code until `unload`, and in the stage a vendor that puts the user's objects on it.
@Suite struct LoadedCodeTests {
    /// Stands in for the child process: records what it is asked and answers in drawn text.
    final class FakeCode: LoadedCode {
        var received: [String] = []
        var stopped = false
        var summary: String { "FakeDelegate from Fake.swift" }
        func apply(_ command: Command, showsAfterActions: Bool) -> [Output] {
            received.append(CommandSpelling.line(for: command))
            return [.drawn("ran \(CommandSpelling.line(for: command))\n")]
        }
        func stop() { stopped = true }
    }

    final class FakeLoader: CodeLoader {
        var code = FakeCode()
        var failure: CodeLoadFailure?
        var asked: [([String], String?)] = []
        func isCode(_ path: String) -> Bool { path.hasSuffix(".swift") || path.hasSuffix("/") }
        func load(paths: [String], typeName: String?) -> Result<any LoadedCode, CodeLoadFailure> {
            asked.append((paths, typeName))
            if let failure { return .failure(failure) }
            return .success(code)
        }
    }

    @Test func loadForwardsCommandsUntilUnload() {
        let s = session()
        let loader = FakeLoader()
        s.codeLoader = loader
        #expect(text(s, "load Card.swift Tap.swift as TapDelegate").hasPrefix("loaded FakeDelegate from Fake.swift"))
        #expect(loader.asked.first?.0 == ["Card.swift", "Tap.swift"])
        #expect(loader.asked.first?.1 == "TapDelegate")
        #expect(s.execute("present") == [.drawn("ran present\n")])
        #expect(s.execute("expect phase == presented") == [.drawn("ran expect phase == presented\n")])
        // Help and quitting stay with the session; its own world was never touched.
        #expect(text(s, "help load").contains("unload"))
        #expect(loader.code.received == ["present", "expect phase == presented"])
        #expect(s.engine.phase == .idle)
        #expect(text(s, "unload").hasPrefix("unloaded FakeDelegate"))
        #expect(loader.code.stopped)
        _ = s.execute("present")
        #expect(s.engine.phase == .presented, "after unload the playground's own controller presents")
        #expect(s.execute("unload") == [.error(.nothingLoaded)])
    }

    @Test func aFolderIsCodeAndAnythingElseASavedSession() {
        let s = session()
        let loader = FakeLoader()
        s.codeLoader = loader
        _ = s.execute("load Sources/")
        #expect(loader.asked.map(\.0) == [["Sources/"]])
        // A scene file goes to the files (none here), never to the compiler.
        guard case .error(.cannotRead(let path, _))? = s.execute("load saved.scene").first else {
            Issue.record("a saved session was not read as one")
            return
        }
        #expect(path == "saved.scene")
        #expect(loader.asked.count == 1)
    }

    @Test func aFailedLoadIsOneErrorPerLineAndChangesNothing() {
        let s = session()
        let loader = FakeLoader()
        loader.failure = CodeLoadFailure(["Card.swift:3:5: cannot find 'x' in scope", "Card.swift:9:1: expected '}'"])
        s.codeLoader = loader
        #expect(
            s.execute("load Card.swift") == [
                .error(.cannotLoad("Card.swift:3:5: cannot find 'x' in scope")),
                .error(.cannotLoad("Card.swift:9:1: expected '}'")),
            ])
        #expect(s.loadedCode == nil)
        #expect(s.execute("load Card.swift").count == 2)
        let noLoader = session()
        guard case .error(.cannotLoad)? = noLoader.execute("load Card.swift").first else {
            Issue.record("a front end without a loader did not say so")
            return
        }
    }

    @Test func loadAndUnloadSpellBack() throws {
        for line in ["load A.swift", "load A.swift B.swift as T", "load dir as T", "unload", "load saved.scene"] {
            let c = try Parser.parse(line)
            #expect(try Parser.parse(CommandSpelling.line(for: c)) == c, "\(line)")
        }
        #expect(try Parser.parse("load saved.scene") == .file(.load("saved.scene")))
        #expect(try Parser.parse("load A.swift") == .file(.loadCode(paths: ["A.swift"], typeName: nil)))
    }

    // MARK: The vendor, as the stage installs it

    /// A user's presentation controller: its dimming view is named by nobody.
    final class UsersCard: PresentationController {
        let dimmingView = View()
        override var frameOfPresentedViewInContainerView: Rect {
            (containerView?.bounds ?? .zero).insetBy(dx: 30, dy: 30)
        }
        override func presentationTransitionWillBegin() {
            guard let container = containerView else { return }
            dimmingView.frame = container.bounds
            container.insertSubview(dimmingView, at: 0)
        }
    }

    final class UsersDelegate: ViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?, source: ViewController
        ) -> PresentationController? {
            UsersCard(presentedViewController: presented, presenting: presenting)
        }
    }

    @Test func aVendedDelegateIsKeptAndItsViewsAreNamedAfterTheirProperties() {
        let s = session()
        var made = 0
        s.vendor = .transitioningDelegate({
            made += 1
            return UsersDelegate()
        })
        _ = s.execute("present")
        #expect(s.engine.phase == .presented)
        #expect(s.engine.findView(named: "dimming") != nil)
        #expect(s.engine.findView(named: "presented")?.frame == Rect(x: 30, y: 30, width: 315, height: 607))
        #expect(s.engine.trace.contains { $0.type == "UsersCard" })
        _ = s.execute("dismiss")
        _ = s.execute("present")
        #expect(made == 1, "the app keeps one delegate, as in a stored property")
        // Undo replays through the vendor (no checkpoint can copy the user's objects).
        _ = s.execute("undo")
        #expect(s.engine.phase == .idle)
    }

    @Test func aBarePresentationControllerIsVendedByThePlaygroundsDelegate() {
        let s = session("animator fade")
        s.vendor = .presentationController({ UsersCard(presentedViewController: $0, presenting: $1) })
        _ = s.execute("present")
        #expect(s.engine.trace.contains { $0.type == "UsersCard" })
        #expect(s.engine.trace.contains { $0.type == "PlaygroundTransitioningDelegate" })
        #expect(s.engine.findView(named: "presented")?.frame == Rect(x: 30, y: 30, width: 315, height: 607))
    }

    @Test func viewNamesComeFromPropertyNames() {
        #expect(Session.viewName(forProperty: "dimmingView") == "dimming")
        #expect(Session.viewName(forProperty: "$__lazy_storage_$_chromeView") == "chrome")
        #expect(Session.viewName(forProperty: "card") == "card")
        #expect(Session.viewName(forProperty: "View") == "View")
    }
}
