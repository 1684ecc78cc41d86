import ProsceniumLoading
import Testing

@testable import ProsceniumRewriter

/// The rewrite keeps every line where it was and every column it does not have to move.
@Suite struct SourceRewriterTests {
    @Test func foundationBecomesUIKitAtTheSameWidth() {
        let r = SourceRewriter.rewrite("import Foundation\nlet x = 1\n")
        #expect(r.text == "import UIKit     \nlet x = 1\n")
    }

    @Test func thePickersFrameworksBecomeUIKitAtTheSameWidth() {
        let r = SourceRewriter.rewrite(
            "import PhotosUI\nimport UniformTypeIdentifiers\nlet t = UniformTypeIdentifiers.UTType.pdf\n")
        #expect(
            r.text
                == "import UIKit   \nimport UIKit                 \nlet t = UIKit                 .UTType.pdf\n")
    }

    @Test func observationStaysTheToolchainsOwn() {
        let r = SourceRewriter.rewrite("import Observation\nimport UIKit\n")
        #expect(r.text == "import Observation\nimport UIKit\n")
    }

    @Test func objcAttributesBecomeSpaces() {
        let source = """
            @objcMembers final class A {
                @objc(tap:) func tap() {}
                @IBAction func go() {}
                @objc dynamic var n = 0
            }
            """
        let r = SourceRewriter.rewrite(source)
        let lines = r.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "             final class A {")
        #expect(lines[1] == "                func tap() {}")
        #expect(lines[2] == "              func go() {}")
        #expect(lines[3] == "          dynamic var n = 0")
        // Only #selector changes a width; a file importing nothing gets UIKit after its last line.
        #expect(r.text.utf8.count == source.utf8.count + "\nimport UIKit\n".utf8.count)
    }

    @Test func aViewClassWithItsOwnInitialisersGetsTheAppearanceProxyOne() {
        let source = """
            import UIKit
            open class Badge: UIView {
                init(text: String) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { nil }
            }
            final class Row: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { nil }
            }
            class Plain: UIView { var glow = 1 }
            typealias Slider = SliderBase & Sliding
            class SliderBase: UIControl {}
            class Hue: Slider {
                init(hue: Hue.Kind) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { nil }
            }
            """
        let lines = SourceRewriter.rewrite(source).text.split(separator: "\n").map(String.init)
        #expect(lines.count == 16, "no line moves")
        #expect(
            lines[1]
                == "open class Badge: UIView { public required convenience init(appearanceProxy: Void) { self.init(text: \"\"); }; ",
            "an open class's required initialiser is public; the proxy is made with placeholder arguments")
        #expect(
            lines[5]
                == "final class Row: UITableViewCell { required convenience init(appearanceProxy: Void) { self.init(style: .default, reuseIdentifier: nil); }; ",
            "a cell is a view")
        #expect(
            lines[9] == "class Plain: UIView { var glow = 1 }",
            "it declares no initialiser, so it inherits the proxy one")
        #expect(
            lines[12]
                == "class Hue: Slider { required convenience init(appearanceProxy: Void) { fatalError(\"appearance(): no initialiser of 'Hue' can be called without the app's own arguments, so no proxy can be made of it\"); }; ",
            "a superclass named through a composition alias; no placeholder for the app's own type")
    }

    @Test func aViewsDynamicPropertyRecordsItsAppearanceSetting() {
        let source = """
            class Cell: UITableViewCell {
                @objc dynamic var height: Double = 0
                @objc dynamic var titleColor: UIColor?
                @objc dynamic var computed: Int { 1 }
                var plain = 0
            }
            """
        let lines = SourceRewriter.rewrite(source).text.split(separator: "\n").map(String.init)
        #expect(
            lines[1]
                == "          dynamic var height: Double = 0 { didSet { __psc_appearanceSet(\"height\", { [value = self.height] in ($0 as? Self)?.height = value }) } }"
        )
        #expect(
            lines[2]
                == "          dynamic var titleColor: UIColor? { didSet { __psc_appearanceSet(\"titleColor\", { [value = self.titleColor] in ($0 as? Self)?.titleColor = value }) } }"
        )
        #expect(lines[3] == "          dynamic var computed: Int { 1 }", "a property with accessors is left")
        #expect(lines[4] == "    var plain = 0", "only a dynamic property is an appearance property")
    }

    @Test func anExtensionOfUIColorKeepsItsConvenienceAndClassWords() {
        // UIColor is a class, as in UIKit: Xcode needs `convenience` in an extension of it.
        let source = """
            import UIKit
            extension UIColor {
                convenience init(hex: Int) { self.init(white: 1, alpha: 1) }
                class var brand: UIColor { .red }
            }
            """
        let lines = SourceRewriter.rewrite(source).text.split(separator: "\n").map(String.init)
        #expect(lines[2] == "    convenience init(hex: Int) { self.init(white: 1, alpha: 1) }")
        #expect(lines[3] == "    class var brand: UIColor { .red }")
    }

    @Test func aLayerClassWithItsOwnInitialisersGetsTheBackingOne() {
        let source = """
            import UIKit
            final class Ring: CAShapeLayer {
                override init() { super.init() }
                required init?(coder: NSCoder) { nil }
            }
            class Tinted: CALayer {
                init(tint: UIColor) { super.init() }
                required init?(coder: NSCoder) { nil }
            }
            class Deeper: Tinted {}
            class Plain: CALayer { var glow = 1 }
            """
        let lines = SourceRewriter.rewrite(source).text.split(separator: "\n").map(String.init)
        #expect(lines.count == 11, "no line moves")
        #expect(
            lines[1]
                == "final class Ring: CAShapeLayer { required convenience init(backing view: UIView) { self.init() }; ")
        #expect(
            lines[5]
                == "class Tinted: CALayer { required convenience init(backing view: UIView) { fatalError(\"Use of unimplemented initializer 'init()' for class 'Tinted'\") }; "
        )
        #expect(lines[9] == "class Deeper: Tinted {}", "it declares no initialiser, so it inherits the backing one")
        #expect(lines[10] == "class Plain: CALayer { var glow = 1 }")
    }

    @Test func aSelectorThroughASharedInstanceSendsToThatInstancesType() {
        let source = """
            final class Panel {
                static let shared = Panel()
                func install(_ view: UIView) {
                    _ = #selector(Panel.shared.handlePan(panGesture:))
                }
                func handlePan(panGesture: UIPanGestureRecognizer) {}
            }
            """
        let r = SourceRewriter.rewrite(source)
        #expect(
            r.text.contains(
                "Selector.sending(to: Panel.shared, \"Panel.shared.handlePan(panGesture:)\") { target, sender in MainActor.assumeIsolated { _ = target.handlePan(panGesture: Selector.sender(sender)) } }"
            ))
    }

    @Test func aGetterAndASetterSelectorReadAndWriteTheProperty() {
        let source = """
            final class Watcher {
                var delegate: AnyObject?
                func names() -> [Selector] { [#selector(getter: delegate), #selector(setter: delegate)] }
            }
            """
        let r = SourceRewriter.rewrite(source)
        #expect(
            r.text.contains(
                "Selector(\"delegate\", responds: { $0 is Watcher }) { target, _ in MainActor.assumeIsolated { _ = (target as! Watcher).delegate } }"
            ))
        #expect(
            r.text.contains(
                "Selector(\"setDelegate:\", responds: { $0 is Watcher }) { target, sender in MainActor.assumeIsolated { (target as! Watcher).delegate = Selector.sender(sender) } }"
            ))
    }

    @Test func aManagedLayerPropertyReadsAndWritesItsKey() {
        let source = """
            final class CornerLayer: CAShapeLayer {
                @NSManaged var radius: CGFloat
                @NSManaged var tint: CGColor?
            }
            """
        let lines = SourceRewriter.rewrite(source).text.split(separator: "\n").map(String.init)
        #expect(
            lines[1]
                == "               var radius: CGFloat { get { value(forKey: \"radius\") as? CGFloat ?? 0 } set { setValue(newValue, forKey: \"radius\") } }"
        )
        #expect(
            lines[2]
                == "               var tint: CGColor? { get { value(forKey: \"tint\") as? CGColor } set { setValue(newValue, forKey: \"tint\") } }"
        )
    }

    @Test func aMethodUnavailableOnIOSStopsAndKeepsItsLines() {
        let source = """
            open class Coordinator<Root: UIViewController> {
                @available(iOS, unavailable, message: "Pass the root in the initialiser.")
                open func generateRoot() -> Root {
                    .init()
                }
                @available(iOS 13, *)
                func kept() -> Int { 1 }
            }
            """
        let lines = SourceRewriter.rewrite(source).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "    open func generateRoot() -> Root { fatalError(\"unavailable on iOS\") ")
        #expect(lines[3].isEmpty && lines[4] == "}")
        #expect(lines[6] == "    func kept() -> Int { 1 }")
    }

    @Test func aSelectorWithASpaceBeforeItsParenthesisHasOneLabel() {
        let source = """
            final class Target {
                func install(_ r: UIGestureRecognizer) { r.addTarget(self, action: #selector(handle(of: ))) }
                func handle(of recognizer: UIGestureRecognizer) {}
            }
            """
        #expect(
            SourceRewriter.rewrite(source).text.contains(
                "MainActor.assumeIsolated { _ = (target as! Target).handle(of: Selector.sender(sender)) }"))
    }

    @Test func aViewsLayerDelegateOverrideStaysTheAppsOwn() {
        let source = """
            final class BlurView: UIView {}
            extension BlurView {
                open override func display(_ layer: CALayer) {}
                override func layoutSubviews() { super.layoutSubviews() }
            }
            """
        let lines = SourceRewriter.rewrite(source).text.split(separator: "\n").map(String.init)
        #expect(lines[2] == "    open          func display(_ layer: CALayer) {}")
        #expect(lines[0].contains("override func layoutSubviews()"), "the other is forwarded to the class, as before")
        #expect(!lines[0].contains("display"))
    }

    @Test func selectorSendsTheMethodToTheEnclosingType() {
        let source = """
            class Overlay {
                func install() { let s = #selector(dimmingViewTapped); _ = s }
                @objc private func dimmingViewTapped() {}
            }
            """
        let r = SourceRewriter.rewrite(source)
        #expect(
            r.text.contains(
                "Selector(\"dimmingViewTapped\", responds: { $0 is Overlay }) { target, _ in MainActor.assumeIsolated { _ = (target as! Overlay).dimmingViewTapped() } }"
            ))
        #expect(r.text.split(separator: "\n").count == 5)
    }

    @Test func aSelectorWithASenderPassesIt() {
        let r = SourceRewriter.rewrite(
            "extension Card {\n func f() { _ = #selector(Card.handle(_:)) ; _ = #selector(pan(gesture:)) }\n}\n")
        #expect(
            r.text.contains(
                "{ target, sender in MainActor.assumeIsolated { "
                    + "_ = (target as! Card).handle(Selector.sender(sender)) } }"))
        #expect(r.text.contains("(target as! Card).pan(gesture: Selector.sender(sender))"))
    }

    @Test func aSelectorNamingAnotherTypeSendsToThatType() {
        let r = SourceRewriter.rewrite(
            "final class PC {\n func f() { _ = #selector(SwipeInteractor.handleSwipe(_:)); _ = #selector(Self.go) }\n}\n"
        )
        #expect(r.text.contains("(target as! SwipeInteractor).handleSwipe(Selector.sender(sender))"))
        #expect(r.text.contains("(target as! PC).go()"))
    }

    @Test func columnsAfterASelectorMapBack() {
        let line = "class T { func f() { _ = #selector(go); undefinedThing() }; func go() {} }"
        let r = SourceRewriter.rewrite(line)
        let userColumn = column(of: "undefinedThing", in: line)
        let rewrittenColumn = column(of: "undefinedThing", in: r.text)
        #expect(rewrittenColumn != userColumn)
        #expect(r.userColumn(line: 1, column: rewrittenColumn) == userColumn)
        // Before the selector nothing moved; inside it, the selector's own column.
        #expect(r.userColumn(line: 1, column: 5) == 5)
        let selectorColumn = column(of: "#selector", in: line)
        #expect(r.userColumn(line: 1, column: selectorColumn + 10) == selectorColumn)
        #expect(r.userColumn(line: 2, column: 7) == 7)
    }

    @Test func aFileWithoutAnImportGetsUIKitAfterItsLastLine() {
        // Code that got UIKit from a bridging header: every line stays where it was.
        let r = SourceRewriter.rewrite("final class Dimming: UIView {}\n")
        #expect(r.text == "final class Dimming: UIView {}\nimport UIKit\n")
    }

    @Test func importsLinuxLacksBecomeUIKitAndTheProjectsOwnModulesGo() {
        let source = """
            import os.log
            public import Combine
            import UIKit.UIGestureRecognizerSubclass
            import Utils
            import Dispatch
            """
        let lines = SourceRewriter.rewrite(source).text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "import UIKit ")
        #expect(lines[1] == "import UIKit         ")
        #expect(lines[2] == "import UIKit" + String(repeating: " ", count: 28))
        #expect(lines[3] == "            ")
        // The library's `DispatchQueue` runs on the engine's clock: the system's would shadow it.
        #expect(lines[4] == "import UIKit   ")
        #expect(lines.count == 5, "a file that imports UIKit gets no second import")
    }

    @Test func anImportNarrowerThanUIKitsGoesAndUIKitComesAfterTheLastLine() {
        // `import os` has no room for `import UIKit` on its line, and nothing may move.
        let r = SourceRewriter.rewrite("import os\nlet log = OSLog.default\n")
        #expect(r.text == "         \nlet log = OSLog.default\nimport UIKit\n")
    }

    @Test func aBareSelectorNamePassesTheSenderToItsOneMethodsLabel() {
        // `#selector(onSwipe)` names `onSwipe(sender:)`, the one method of that name.
        let source =
            "class S {\n func f() { _ = #selector(onSwipe) }\n func onSwipe(sender: UIGestureRecognizer) {}\n}\n"
        let r = SourceRewriter.rewrite(source)
        #expect(
            r.text.contains(
                "{ target, sender in MainActor.assumeIsolated { "
                    + "_ = (target as! S).onSwipe(sender: Selector.sender(sender)) } }"))
    }

    @Test func aBareSelectorNamePrefersItsOwnTypesMethod() {
        // A delegate protocol also declares `pullBarTapped()`; the class's own takes the recogniser.
        let source =
            "protocol D { func pullBarTapped() }\nclass S {\n func f() { _ = #selector(pullBarTapped) }\n func pullBarTapped(_ g: UIGestureRecognizer) {}\n}\n"
        let r = SourceRewriter.rewrite(source)
        #expect(
            r.text.contains(
                "{ target, sender in MainActor.assumeIsolated { "
                    + "_ = (target as! S).pullBarTapped(Selector.sender(sender)) } }"))
    }

    @Test func iOSOnlyCodeIsCompiled() {
        let r = SourceRewriter.rewrite("#if os(iOS) || os(tvOS)\nimport UIKit\n#endif\n")
        #expect(r.text.hasPrefix("#if true    || os(tvOS)\n"))
    }

    @Test func aUIKitSubmoduleCanBeImported() {
        let r = SourceRewriter.rewrite("#if canImport(UIKit.UIViewController)\nimport UIKit\n#endif\n")
        let width = "canImport(UIKit.UIViewController)".count
        #expect(r.text.hasPrefix("#if true" + String(repeating: " ", count: width - 4) + "\n"))
        let other = SourceRewriter.rewrite("#if canImport(SwiftUI)\n#endif\n")
        #expect(other.text.hasPrefix("#if canImport(SwiftUI)\n"))
    }

    @Test func keyPathBecomesTheStringItNames() {
        let r = SourceRewriter.rewrite("import UIKit\nlet p = #keyPath(UIApplication.shared)\n")
        #expect(r.text == "import UIKit\nlet p = \"UIApplication.shared\"        \n")
    }

    @Test func aSelectorOverSeveralLinesKeepsTheLinesAfterIt() {
        let source = "class T {\n func f() { _ = #selector(\n   go) }\n func go() {}\n}\n"
        let r = SourceRewriter.rewrite(source)
        #expect(r.text.split(separator: "\n", omittingEmptySubsequences: false).count == 7)
        #expect(r.text.hasSuffix(" func go() {}\n}\nimport UIKit\n"))
    }
}

/// `@objc optional` requirements, which Linux cannot declare.
@Suite struct OptionalRequirementTests {
    @Test func aVoidRequirementGetsADefaultAndItsCallsLoseTheirQuestionMark() {
        let proto = "@objc protocol Listener: AnyObject {\n    @objc optional func didAppear()\n}\n"
        let caller = "final class C {\n    weak var l: Listener?\n    func go() { l?.didAppear?() }\n}\n"
        let analysed = AnalysedSources([proto, caller])
        let p = analysed.rewritten[0].text
        #expect(p.hasPrefix("      protocol Listener: AnyObject {\n                   func didAppear()\n}\n"))
        #expect(p.hasSuffix("extension Listener { func didAppear() {} }\nimport UIKit\n"))
        // The caller keeps its width and lines: the `?` after the name becomes a space.
        #expect(analysed.rewritten[1].text == caller.replacingQuestionMark() + "import UIKit\n")
    }

    @Test func aRequirementThatReturnsAValueAnswersNilUnlessImplemented() {
        let proto = "@objc public protocol Sizer {\n    @objc optional func height(for width: Double) -> Double\n}\n"
        let conformer =
            "final class Card: NSObject, Sizer {\n    func height(for width: Double) -> Double { width / 2 }\n}\n"
        let caller = "func ask(_ s: Sizer) -> Double { s.height?(for: 10) ?? Card().height(for: 4) }\n"
        let analysed = AnalysedSources([proto, conformer, caller])
        let p = analysed.rewritten[0].text
        #expect(p.contains("                   func __opt_height(for width: Double) -> Double?\n"))
        #expect(
            p.contains(
                "extension Sizer { public func __opt_height(for width: Double) -> Double? { nil }; public func height(for width: Double) -> Double? { __opt_height(for: width) } }"
            ))
        // The implementation keeps its type (a caller on `Card` gets a Double) and answers the requirement.
        #expect(analysed.rewritten[1].text.hasPrefix(conformer))
        #expect(
            analysed.rewritten[1].text.contains(
                "extension Card { public func __opt_height(for width: Double) -> Double? { height(for: width) as Double } }"
            ))
        #expect(
            analysed.rewritten[2].text.hasPrefix(
                "func ask(_ s: Sizer) -> Double { s.height (for: 10) ?? Card().height(for: 4) }"))
    }

    @Test func anOptionalPropertyRequirementAnswersNilUnlessImplemented() {
        let source = """
            @objc protocol Sheet {
                @objc optional var shortHeight: CGFloat { get }
            }
            extension Card: Sheet {}
            final class Card: NSObject {
                var shortHeight: CGFloat { 300 }
            }
            """
        let r = AnalysedSources([source]).rewritten[0].text
        #expect(r.contains("                   var __opt_shortHeight: CGFloat? { get }"))
        #expect(r.contains("    var shortHeight: CGFloat { 300 }"))
        #expect(
            r.contains(
                "extension Sheet { var __opt_shortHeight: CGFloat? { nil }; var shortHeight: CGFloat? { __opt_shortHeight } }"
            ))
        #expect(r.contains("extension Card { var __opt_shortHeight: CGFloat? { shortHeight as CGFloat } }"))
    }
}

extension String {
    /// `l?.didAppear?()` → `l?.didAppear ()`, as the rewrite leaves it.
    fileprivate func replacingQuestionMark() -> String {
        var s = self
        if let r = s.firstRange(of: "didAppear?()") { s.replaceSubrange(r, with: "didAppear ()") }
        return s
    }
}

/// An `@objc` protocol is class-bound on iOS.
@Suite struct ObjCProtocolTests {
    @Test func anObjCProtocolBecomesClassBound() {
        let r = SourceRewriter.rewrite(
            "@objc public protocol D {}\n@objc protocol E: F {}\n@objc protocol G: AnyObject {}\n")
        #expect(
            r.text.hasPrefix(
                "      public protocol D: AnyObject {}\n      protocol E: AnyObject, F {}\n      protocol G: AnyObject {}\n"
            ))
    }
}

/// `responds(to:)` is answered by the library, from the type the rewritten `#selector` names.
@Suite struct RespondsToTests {
    @Test func respondsToIsLeftToTheLibrary() {
        let source = """
            final class C: NSObject {
                weak var d: C?
                @objc func go() {
                    if d?.responds(to: #selector(go)) == true { _ = d?.perform(#selector(go)) }
                }
            }
            """
        let r = SourceRewriter.rewrite(source)
        #expect(r.refusals.isEmpty)
        #expect(r.text.contains("responds: { $0 is C }"))
    }

    @Test func aSwizzledImplementationsCConventionGoesAndACOnesStays() {
        // An Objective-C method's implementation type is not C on Linux; a C callback's is.
        let source = """
            typealias Dismiss = @convention(c) (AnyObject, Selector, Bool) -> Void
            typealias Compare = @convention(c) (Int32, Int32) -> Int32
            """
        let r = SourceRewriter.rewrite(source)
        #expect(!r.text.contains("@convention(c) (AnyObject"))
        #expect(r.text.contains("@convention(c) (Int32, Int32)"))
        #expect(r.text.hasPrefix("typealias Dismiss = "))
    }

    @Test func aNameQualifiedByAReplacedModuleIsFoundInUIKit() {
        let r = SourceRewriter.rewrite("import CoreGraphics\nlet z = CoreGraphics.log(2.0) + Swift.max(1, 2)\n")
        #expect(r.text.contains("UIKit       .log(2.0)"))
        #expect(r.text.contains("Swift.max(1, 2)"))
    }

    @Test func aMainActorDeclarationLosesItsAttributeAndAClosureKeepsIt() {
        let source = """
            @MainActor
            final class Sheet: UIViewController {
                @MainActor var items: [String] = []
                func later() { Task { @MainActor in self.items = [] } }
                let run: @MainActor () -> Void = {}
            }
            """
        let r = SourceRewriter.rewrite(source)
        #expect(!r.text.contains("@MainActor\n"))
        #expect(!r.text.contains("@MainActor var"))
        #expect(r.text.contains("Task { @MainActor in"))
        #expect(r.text.contains("@MainActor () -> Void"))
    }
}
