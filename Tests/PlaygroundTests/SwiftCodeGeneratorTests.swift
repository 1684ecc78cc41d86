import Foundation
import PresentationKit
import ProsceniumTestSupport
import Testing
import TextArt

@testable import Playground

/// `code`: the generated Swift carries the session's numbers, leaves out what the configuration
/// does not need, and parses (`swiftc -parse`, Swift 5 and 6 modes).
struct SwiftCodeGeneratorTests {
    /// The configuration after `lines`, applied through the parser as a learner types them.
    static func config(_ lines: [String]) -> PresentationConfig {
        let s = Session()
        s.showsAfterActions = false
        for line in lines {
            for output in s.execute(line) {
                if case .error(let e) = output { Issue.record("\(line): \(ErrorWording.line(for: e))") }
            }
        }
        return s.config.value
    }

    static func code(_ lines: String...) -> String { SwiftCodeGenerator.generate(config(lines)) }

    /// The code with wrapped `//` comments joined back into one line each, to search their words.
    static func prose(_ code: String) -> String {
        var out: [String] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("// "), let last = out.last, last.drop(while: { $0 == " " }).hasPrefix("// ") {
                out[out.count - 1] += " " + trimmed.dropFirst(3)
            } else {
                out.append(String(line))
            }
        }
        return out.joined(separator: "\n")
    }

    /// Each article's set-up, and the corners of the configuration.
    static let setups: [(name: String, lines: [String])] = [
        ("defaults", []),
        ("custom-presentation", ["set frame size 1/1.5 1/2 centered", "animator slide", "set dimming tap-dismiss on"]),
        ("bouncy-overlay", ["set frame inset 30", "animator bouncy"]),
        ("banner", ["set frame banner", "set corner 12", "animator default"]),
        ("right-half", ["set frame right-half", "set dimming 0.4", "animator fade", "interactive both"]),
        (
            "wrapped-zoom",
            [
                "set frame inset 50", "set dimming wraps on", "set wrap navigation on", "animator zoom",
                "set fullscreen off", "adaptive none",
            ]
        ),
        ("no-complete", ["set frame inset 30", "animator bouncy", "set complete-transition off"]),
        ("unretained", ["set frame inset 30", "animator slide", "delegate retain off"]),
        (
            "explicit-forms",
            [
                "animator spring duration 0.7 damping 0.8 velocity 2 from top",
                "animator dismiss curve linear duration 0.25 from left", "interactive dismiss",
                "set completion-speed 2", "set completion-curve default",
            ]
        ),
        (
            "curves",
            [
                "animator curve default duration 0.4 from bottom", "set frame rect 20 100 335 300",
                "set remove-presenter on", "set layout off", "set cleanup off", "set dimming off",
                #"set content "Say \"hi\" \\ bye""#,
            ]
        ),
        (
            "same-kind-both-ways",
            [
                "animator spring duration 0.5 from right", "animator dismiss spring duration 0.3 from left",
                "animator none",
            ]
        ),
        ("no-animation", ["animator none", "style overFullScreen", "adaptive fullScreen"]),
        ("fullscreen-style", ["style fullScreen", "set frame inset 30", "animator fade", "set corner 8"]),
        ("popover", ["style popover", "animator default", "set frame inset 10"]),
        ("no-delegate", ["delegate off", "set frame inset 30", "animator bouncy"]),
        ("bare", ["set dimming off", "set layout off", "animator fade", "interactive present"]),
    ]

    // MARK: The articles' numbers

    @Test func theBouncyOverlayCarriesTheDay24Numbers() {
        let code = Self.code("set frame inset 30", "animator bouncy")
        #expect(code.contains("final class OverlayPresentationController: UIPresentationController"))
        #expect(code.contains("containerView.bounds.insetBy(dx: 30, dy: 30)"))
        #expect(code.contains("UIColor(white: 0, alpha: 0.5)"))
        #expect(code.contains("usingSpringWithDamping: 0.6"))
        #expect(code.contains("initialSpringVelocity: 10"))
        #expect(code.contains("-> TimeInterval {\n        0.8\n    }"))
        #expect(
            code.contains(
                "UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 10) {"
            ))
        #expect(code.contains("toView.center.y = -toView.bounds.height"))
        #expect(code.contains("transitionContext.completeTransition(!transitionContext.transitionWasCancelled)"))
        // One animator serves both directions.
        #expect(code.contains("BouncyAnimator(isPresenting: true)"))
        #expect(code.contains("BouncyAnimator(isPresenting: false)"))
        // The defaults: tap to dismiss, layout on rotation, clean-up, the cancelled dismissal's alpha restored.
        #expect(code.contains("#selector(dimmingViewTapped)"))
        #expect(code.contains("presentingViewController.dismiss(animated: true)"))
        #expect(code.contains("override func containerViewWillLayoutSubviews()"))
        #expect(code.contains("if !completed { dimmingView.removeFromSuperview() }"))
        #expect(code.contains("if completed { dimmingView.removeFromSuperview() }"))
        #expect(code.contains("if context.isCancelled { self.dimmingView.alpha = 1 }"))
        #expect(code.contains("containerView.insertSubview(dimmingView, at: 0)"))
        #expect(code.contains("private let overlayTransitioningDelegate = OverlayTransitioningDelegate()"))
        #expect(code.contains("presented.modalPresentationStyle = .custom"))
        #expect(code.contains("// Settings: set frame inset 30, animator bouncy"))
        // Nothing the configuration does not ask for.
        for absent in [
            "shouldPresentInFullscreen", "shouldRemovePresentersView", "cornerRadius", "wrapperView",
            "UIPercentDrivenInteractiveTransition", "UIAdaptivePresentationControllerDelegate",
            "size(forChildContentContainer", "MessageViewController",
        ] {
            #expect(!code.contains(absent), "unexpected \(absent)")
        }
    }

    @Test func theFirstArticlesCentredFrameGoesThroughSizeForChildContentContainer() {
        let code = Self.code("set frame size 1/1.5 1/2 centered", "animator slide", "set dimming tap-dismiss on")
        #expect(
            code.contains(
                "override func size(\n        forChildContentContainer container: UIContentContainer,\n"
                    + "        withParentContainerSize parentSize: CGSize\n    ) -> CGSize {"))
        #expect(code.contains("CGSize(width: parentSize.width / 1.5, height: parentSize.height / 2)"))
        #expect(code.contains("(bounds.width - childSize.width) / 2"))
        #expect(code.contains("final class SlideAnimator"))
        #expect(code.contains("options: .curveEaseInOut"))
        #expect(code.contains("startFrame.origin.x = containerView.bounds.width"))
        #expect(code.contains("-> TimeInterval {\n        0.5\n    }"))
        // A cancelled dismissal puts the view back.
        #expect(code.contains("fromView.frame = startFrame"))
    }

    @Test func theBannerFitsItsContentInTheSafeArea() {
        let code = Self.code("set frame banner", "set corner 12", "animator default")
        #expect(code.contains("containerView.bounds.inset(by: containerView.safeAreaInsets)"))
        #expect(code.contains("let margin: CGFloat = 16"))
        #expect(code.contains("systemLayoutSizeFitting("))
        #expect(code.contains("UIView.layoutFittingCompressedSize.height"))
        // x from the safe bounds, as y is: the article's bare margin only when asked for.
        #expect(
            code.contains(
                "return CGRect(x: safeBounds.minX + margin, y: safeBounds.maxY - height - margin, width: width, height: height)"
            ))
        #expect(
            Self.code("set frame banner article").contains(
                "return CGRect(x: margin, y: safeBounds.maxY - height - margin"))
        #expect(code.contains("presentedView?.layer.cornerRadius = 12"))
        #expect(code.contains(#"MessageViewController(message: "File successfully uploaded ✅")"#))
        // `animator default`: the delegate vends no animator, so none is written.
        #expect(!code.contains("UIViewControllerAnimatedTransitioning {"))
        #expect(!code.contains("animationController(forPresented"))
        #expect(code.contains("// No animators: UIKit slides the presented view up"))
    }

    @Test func theRightHalfWithAnInteractiveFade() {
        let code = Self.code("set frame right-half", "set dimming 0.4", "animator fade", "interactive both")
        #expect(code.contains("let width = (bounds.width / 2).rounded(.down)"))
        #expect(code.contains("UIColor(white: 0, alpha: 0.4)"))
        #expect(code.contains("func interactionControllerForPresentation("))
        #expect(code.contains("func interactionControllerForDismissal("))
        #expect(code.contains("UIPercentDrivenInteractiveTransition()"))
        // Default completion speed and curve are not restated.
        #expect(!code.contains("completionSpeed"))
        #expect(!code.contains("completionCurve"))
    }

    @Test func completionSpeedAndCurveAreSetWhenNotUIKitsDefaults() {
        let code = Self.code(
            "animator slide", "interactive dismiss", "set completion-speed 2", "set completion-curve linear")
        #expect(code.contains("interaction.completionSpeed = 2"))
        #expect(code.contains("interaction.completionCurve = .linear"))
        #expect(!code.contains("interactionControllerForPresentation"))
    }

    @Test func theChineseArticlesWrappedZoom() {
        let code = Self.code(
            "set frame inset 50", "set dimming wraps on", "set wrap navigation on", "animator zoom",
            "set fullscreen off", "adaptive none")
        #expect(code.contains("insetBy(dx: 50, dy: 50)"))
        #expect(code.contains("containerView.addSubview(dimmingView)"))
        #expect(code.contains("if let presentedView { dimmingView.addSubview(presentedView) }"))
        #expect(!code.contains("insertSubview(dimmingView, at: 0)"))
        #expect(code.contains("override var presentedView: UIView? { wrapperView }"))
        #expect(code.contains("navigationBar.items = [presentedViewController.navigationItem]"))
        #expect(code.contains("override var shouldPresentInFullscreen: Bool { false }"))
        #expect(code.contains("CGAffineTransform(scaleX: 0.2, y: 0.2)"))
        #expect(code.contains("usingSpringWithDamping: 0.5, initialSpringVelocity: 0"))
        #expect(code.contains("-> TimeInterval {\n        1\n    }"))
        // As the article writes it: added unconditionally, out of the dimming view (lesson 5, step 5).
        #expect(code.contains("        containerView.addSubview(toView)\n"))
        #expect(!code.contains("if toView.superview == nil { containerView.addSubview(toView) }"))
        // Another animator keeps the wrapping.
        #expect(
            Self.code("set frame inset 50", "set dimming wraps on", "animator slide")
                .contains("if toView.superview == nil { containerView.addSubview(toView) }"))
        #expect(
            code.contains(
                "final class AdaptivePresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate"))
        #expect(code.contains(") -> UIModalPresentationStyle {\n        .none\n    }"))
        #expect(code.contains("presented.presentationController?.delegate = adaptiveDelegate"))
    }

    @Test func withoutCompleteTransitionTheAnimatorSaysItHangs() {
        let code = Self.code("set frame inset 30", "animator bouncy", "set complete-transition off")
        #expect(!code.contains("transitionContext.completeTransition"))
        #expect(code.contains("// completeTransition(_:) is never called (set complete-transition off)"))
        #expect(Self.prose(code).contains("the transition hangs"))
    }

    @Test func anUnretainedDelegateIsALocalWithAWarning() {
        let retained = Self.code("animator slide")
        #expect(retained.contains("private let customTransitioningDelegate = CustomTransitioningDelegate()"))
        let local = Self.code("animator slide", "delegate retain off")
        #expect(!local.contains("private let customTransitioningDelegate"))
        #expect(local.contains("let transitionDelegate = CustomTransitioningDelegate()"))
        #expect(local.contains("presented.transitioningDelegate = transitionDelegate"))
        #expect(Self.prose(local).contains("the dismissal gets UIKit's default animation instead of SlideAnimator"))
    }

    @Test func anInteractivePresentationGetsAPanOnThePresentingController() {
        let code = Self.code("animator slide", "interactive present")
        #expect(code.contains("#selector(handlePresentPan(_:))"))
        #expect(code.contains("@objc private func handlePresentPan(_ pan: UIPanGestureRecognizer)"))
        #expect(code.contains("_ = customTransitioningDelegate.beginInteraction()\n            presentCustom()"))
        #expect(code.contains("pan.velocity(in: pan.view).y < -800"))
        // A delegate made inside the presenting method cannot be reached from the handler.
        #expect(!Self.code("animator slide", "interactive present", "delegate retain off").contains("handlePresentPan"))
        #expect(!Self.code("animator slide", "interactive dismiss").contains("handlePresentPan"))
    }

    @Test func absentFeaturesAreAbsent() {
        let code = Self.code("set dimming off", "set layout off", "animator fade", "set cleanup off")
        #expect(!code.contains("dimmingView"))
        #expect(!code.contains("containerViewWillLayoutSubviews"))
        #expect(!code.contains("TransitionDidEnd"))
        // Nothing left for a presentation controller to do: UIKit's plain one is used.
        #expect(!code.contains("UIPresentationController {"))
        #expect(!code.contains("presentationController(forPresented"))
        #expect(code.contains("final class FadeAnimator"))

        let untapped = Self.code("set dimming tap-dismiss off")
        #expect(untapped.contains("dimmingView"))
        #expect(!untapped.contains("UITapGestureRecognizer"))
        #expect(!untapped.contains("override init("))

        let noDelegate = Self.code("delegate off", "set frame inset 30", "animator bouncy")
        #expect(!noDelegate.contains("UIViewControllerTransitioningDelegate"))
        #expect(!noDelegate.contains("BouncyAnimator"))
        #expect(!noDelegate.contains("transitioningDelegate"))
        #expect(noDelegate.contains("// No transitioning delegate"))
    }

    @Test func differentAnimatorsOfOneKindAreNamedByDirection() {
        let code = Self.code(
            "animator spring duration 0.5 from right", "animator dismiss spring duration 0.3 from left")
        #expect(code.contains("final class SpringPresentAnimator"))
        #expect(code.contains("final class SpringDismissAnimator"))
        #expect(code.contains("SpringPresentAnimator()"))
        #expect(!code.contains("isPresenting"))
        #expect(code.contains("endFrame.origin.x = -startFrame.width"))
    }

    @Test func curvesUIViewCannotNameUseAPropertyAnimator() {
        let code = Self.code("animator curve default duration 0.4 from bottom")
        #expect(code.contains("UIViewPropertyAnimator("))
        #expect(code.contains("controlPoint1: CGPoint(x: 0.25, y: 0.1)"))
        #expect(code.contains("animator.startAnimation()"))
    }

    @Test func contentIsEscapedInTheStringLiteral() {
        let code = Self.code(#"set content "Say \"hi\" \\ bye""#)
        #expect(code.contains(#"MessageViewController(message: "Say \"hi\" \\ bye")"#))
    }

    @Test func theGeneratorIsAPureFunctionOfTheConfiguration() {
        let c = Self.config(["set frame inset 30", "animator bouncy"])
        #expect(SwiftCodeGenerator.generate(c) == SwiftCodeGenerator.generate(c))
    }

    // MARK: It parses

    @Test(arguments: setups.map(\.name))
    func generatedCodeParses(_ name: String) throws {
        guard let swiftc = SwiftCompiler.find() else {
            // Only a machine without a Swift toolchain on PATH or beside the tests gets here.
            print("note: skipping `swiftc -parse` of \(name): no swiftc found on PATH or beside the test binary")
            return
        }
        let lines = try #require(Self.setups.first { $0.name == name }).lines
        let code = SwiftCodeGenerator.generate(Self.config(lines))
        for version in ["5", "6"] {
            let result = try swiftc.parse(code, name: name, swiftVersion: version)
            #expect(
                result.status == 0,
                "swiftc -parse -swift-version \(version) rejected \(name):\n\(result.output)\n\(code)")
        }
    }

    /// `code` in a narrow window (issue 36): every line within the width, broken only where Swift
    /// allows it, so the same program parses: the same tokens in the same order, comments aside.
    @Test(arguments: setups.map(\.name))
    func generatedCodeShownInAWindowIsTheSameProgram(_ name: String) throws {
        let lines = try #require(Self.setups.first { $0.name == name }).lines
        let code = SwiftCodeGenerator.generate(Self.config(lines))
        func tokens(_ source: String) -> String {
            source.split(separator: "\n").map { line -> Substring in
                let chars = Array(line)
                guard let c = SwiftCodeWrapper.commentStart(chars) else { return line }
                return line.prefix(c)
            }.joined().filter { !$0.isWhitespace }
        }
        for width in [60, 80] {
            let shown = SwiftCodeWrapper.wrap(code, width: width)
            #expect(tokens(shown) == tokens(code), "\(name) at \(width) columns")
            for line in shown.split(separator: "\n") {
                #expect(line.count <= width, "\(name) at \(width) columns: \(line)")
            }
            guard let swiftc = SwiftCompiler.find() else { continue }
            let result = try swiftc.parse(shown, name: "\(name)-\(width)", swiftVersion: "6")
            #expect(
                result.status == 0, "swiftc -parse rejected \(name) at \(width) columns:\n\(result.output)\n\(shown)")
        }
    }

    @Test func generatedCodeIsTidy() {
        for (name, lines) in Self.setups {
            let code = SwiftCodeGenerator.generate(Self.config(lines))
            #expect(!code.contains("\n\n\n"), "\(name): two blank lines in a row")
            #expect(!code.contains("{\n\n"), "\(name): a blank line after an opening brace")
            #expect(!code.contains(" \n"), "\(name): trailing white space")
            for line in code.split(separator: "\n") {
                #expect(line.count <= 120, "\(name): a line of \(line.count) characters: \(line)")
            }
        }
    }

    // MARK: The command

    @Test(arguments: [
        "code", "code --file Overlay.swift", #"code --file "My Overlay.swift""#, ##"code --file "#x.swift""##,
    ])
    func codeCommandSpellingRoundTrips(_ line: String) throws {
        let command = try Parser.parse(line)
        #expect(!command.changesState)
        #expect(try Parser.parse(CommandSpelling.line(for: command)) == command)
    }

    @Test func codeParsesItsForms() throws {
        #expect(try Parser.parse("code") == .query(.code(file: nil)))
        #expect(try Parser.parse("CODE --file Overlay.swift") == .query(.code(file: "Overlay.swift")))
        #expect(throws: ParseError.self) { try Parser.parse("code --file") }
        #expect(throws: ParseError.self) { try Parser.parse("code --json") }
        #expect(CommandTable.standard.firstWords.contains("code"))
        #expect(CommandTable.standard.helpEntry(named: "code") != nil)
    }

    @Test func codePrintsTheGeneratedText() {
        let s = Session()
        _ = s.execute("set frame inset 30")
        let outputs = s.execute("code")
        #expect(outputs == [.code(SwiftCodeGenerator.generate(s.config.value))])
    }

    @Test func codeFileHandsTheTextToTheWriter() {
        let s = Session()
        _ = s.execute("animator bouncy")
        var written: [String: String] = [:]
        s.files.write = { text, path in
            written[path] = text
            return nil
        }
        let outputs = s.execute("code --file Bouncy.swift")
        #expect(written["Bouncy.swift"] == SwiftCodeGenerator.generate(s.config.value))
        guard case .text(let note) = outputs.first else {
            Issue.record("no note: \(outputs)")
            return
        }
        #expect(note.hasPrefix("wrote Bouncy.swift ("))
    }

    @Test func codeFileReportsAFailureToWrite() {
        let s = Session()
        #expect(
            s.execute("code --file x.swift") == [
                .error(.cannotWrite(path: "x.swift", reason: "this front end does not write files"))
            ])
        s.files.write = { _, _ in "Permission denied" }
        let outputs = s.execute("code --file /root/x.swift")
        #expect(outputs == [.error(.cannotWrite(path: "/root/x.swift", reason: "Permission denied"))])
        #expect(
            ErrorWording.line(for: .cannotWrite(path: "/root/x.swift", reason: "Permission denied"))
                == "error: cannot write /root/x.swift: Permission denied")
    }
}
