import ProsceniumLoading
import SwiftSyntax

/// Rewrites iOS source so it compiles on Linux against ProsceniumUIKit (docs/load-design.md,
/// section 4), keeping every line where it was so a diagnostic's line is the user's line:
/// `import Foundation` (and the other Apple frameworks presentation code imports) becomes
/// `import UIKit`, padded to the same width; `@objc`, `@objc(name)`, `@objcMembers`, `@IBAction`
/// and the other Interface Builder attributes become spaces; `#selector(m)` becomes a `Selector`
/// carrying a closure that calls `m` on the enclosing type. Only `#selector` changes a line's
/// width; `RewrittenSource.userColumn` maps a column back.
public enum SourceRewriter {
    /// Modules an iOS file imports that Linux lacks and the `UIKit` module stands in for (it
    /// re-exports the C library and Dispatch, and declares what presentation code takes from the
    /// others: `CGFloat`, `CALayer`, `os_log`, `NotificationCenter`).
    static let replacedImports: Set<String> = [
        "Foundation", "CoreGraphics", "QuartzCore", "ObjectiveC", "Darwin", "os", "Combine", "CoreFoundation",
        "CoreImage", "CoreText", "CoreAnimation", "SwiftUI", "AVFoundation", "Photos", "PhotosUI", "MapKit",
        "WebKit", "SafariServices", "UserNotifications", "CoreHaptics", "AudioToolbox", "Dispatch", "Accelerate",
        "UniformTypeIdentifiers",
    ]
    /// UIKit's `@objc optional` requirements the library declares with a default, so code that
    /// calls one through `?(`, as only an optional requirement allows
    /// (`delegate?.animationController?(forDismissed: vc)`, `animator.addCompletion?(…)`), calls
    /// it plainly.
    static let uikitOptionalRequirements: Set<String> = [
        "addAnimations", "addCompletion", "continueAnimation", "animationEnded", "interruptibleAnimator",
        "animationController", "interactionControllerForPresentation", "interactionControllerForDismissal",
        "presentationController", "navigationController", "tabBarController", "adaptivePresentationStyle",
        "presentationControllerWillDismiss", "presentationControllerDidDismiss", "presentationControllerShouldDismiss",
        "presentationControllerDidAttemptToDismiss", "prepareForPopoverPresentation",
        "popoverPresentationControllerDidDismissPopover", "popoverPresentationControllerShouldDismissPopover",
        "sheetPresentationControllerDidChangeSelectedDetentIdentifier", "gestureRecognizerShouldBegin",
        "gestureRecognizer", "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewDidEndDragging",
        "scrollViewDidEndDecelerating", "scrollViewWillEndDragging",
    ]
    /// Modules the stage has as they are.
    static let keptImports: Set<String> = [
        "UIKit", "Dispatch", "Glibc", "Swift", "_Concurrency", "ProsceniumUIKit", "Observation",
    ]
    /// Attributes that mean something only to the Objective-C runtime or Interface Builder.
    static let blankedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable",
    ]

    public static func rewrite(_ text: String) -> RewrittenSource {
        let (tree, refusal) = NestingLimit.parse(text)
        if let refusal { return RewrittenSource(refusing: text, refusal) }
        let overrides = ExtensionOverrides(in: [tree], classes: classNames(in: [tree]))
        return rewrite(
            text, tree: tree, optionals: OptionalRequirements(in: [tree]), viewClasses: viewClasses(in: [tree]),
            allViewClasses: allViewClasses(in: [tree]), layerClasses: layerClasses(in: [tree]),
            methodLabels: methodLabels(in: [tree]), overrides: overrides,
            forwarded: ForwardedOverrides(in: [tree], besides: overrides), file: 0)
    }

    /// Rewrites one file of several: `optionals` are the `@objc optional` requirements of all of them.
    static func rewrite(
        _ text: String, tree: SourceFileSyntax, optionals: OptionalRequirements, viewClasses: Set<String> = [],
        allViewClasses: Set<String> = [], layerClasses: Set<String> = [], methodLabels: [String: Set<[String]>] = [:],
        overrides: ExtensionOverrides? = nil,
        forwarded: ForwardedOverrides? = nil, stageCalls: StageCalls? = nil, file: Int = 0
    ) -> RewrittenSource {
        let finder = EditFinder(viewMode: .sourceAccurate)
        finder.optionals = optionals
        finder.viewClasses = viewClasses
        finder.allViewClasses = allViewClasses
        finder.layerClasses = layerClasses
        finder.methodLabels = methodLabels
        finder.walk(tree)
        var edits = finder.edits
        if let overrides { edits += overrides.edits(inFile: file) }
        edits += forwarded?.edits[file] ?? []
        edits += optionals.edits[file] ?? []
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let refusals = finder.refused.map { node, message in
            let at = node.startLocation(converter: converter)
            return Refusal(line: at.line, column: at.column, message: message)
        }
        // Defaults for the optional requirements this file declares, after its last line so no
        // line moves; and `import UIKit` there too, for a file that gets UIKit from elsewhere (a
        // bridging header, another file of its module) and imports nothing itself.
        var appended =
            optionals.appended(toFile: file) + (overrides?.appended(toFile: file) ?? "")
            + (stageCalls?.appended(toFile: file) ?? "")
        if !finder.importsUIKit { appended += "import UIKit\n" }
        if !appended.isEmpty {
            let end = text.utf8.count
            let prefix = text.hasSuffix("\n") || text.isEmpty ? "" : "\n"
            edits.append(SourceEdit(start: end, end: end, replacement: prefix + appended))
        }
        var rewritten = RewrittenSource(original: text, edits: edits)
        rewritten.refusals = refusals
        return rewritten
    }
}

extension SourceRewriter {
    /// UIKit's view classes an app subclasses.
    static let uikitViews: Set<String> = [
        "UIView", "UIControl", "UIButton", "UIImageView", "UIScrollView", "UILabel", "UIVisualEffectView",
        "UINavigationBar", "UIWindow", "UIStackView", "UITableView", "UICollectionView", "UITextField", "UITextView",
    ]

    /// UIKit's other view classes (UIKit's headers): subclasses of `UIView` whose `super.init()` is
    /// left as written. With `uikitViews`, every view class an app can subclass.
    static let uikitOtherViews: Set<String> = [
        "UITableViewCell", "UITableViewHeaderFooterView", "UICollectionViewCell", "UICollectionReusableView",
        "UICollectionViewListCell", "UISwitch", "UISlider", "UISegmentedControl", "UIProgressView",
        "UIActivityIndicatorView", "UIDatePicker", "UIPickerView", "UIPageControl", "UIStepper", "UIRefreshControl",
        "UISearchBar", "UISearchTextField", "UIToolbar", "UITabBar", "UIInputView", "UIColorWell",
        "UIContentUnavailableView", "UIListContentView",
    ]

    /// `CALayerDelegate`'s methods a view implements (`display(_ layer: CALayer)`): the first
    /// parameter a `CALayer`.
    static func isLayerDelegateMethod(_ node: FunctionDeclSyntax) -> Bool {
        ["display", "draw", "layoutSublayers", "action", "layerWillDraw"].contains(node.name.text)
            && node.signature.parameterClause.parameters.first?.type.trimmedDescription == "CALayer"
    }

    /// Core Animation's layer classes an app subclasses.
    static let uikitLayers: Set<String> = [
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer",
        "CATransformLayer", "CAScrollLayer",
    ]

    /// The classes the files declare that are views: a UIKit view's subclasses, and theirs.
    /// The argument labels of every function the files declare, by base name (`_` for none):
    /// what a bare `#selector(handlePan)` means when one method of that name takes arguments.
    /// Each function name's labels, under its name and under `Type.name` for the type (or
    /// extension) that declares it, so a bare `#selector(name)` finds its own type's method first.
    static func methodLabels(in trees: [SourceFileSyntax]) -> [String: Set<[String]>] {
        final class Functions: SyntaxVisitor {
            var labels: [String: Set<[String]>] = [:]
            var types: [String] = []
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                let names = node.signature.parameterClause.parameters.map(\.firstName.text)
                labels[node.name.text, default: []].insert(names)
                if let type = types.last { labels["\(type).\(node.name.text)", default: []].insert(names) }
                return .visitChildren
            }
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
            override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
            override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
            override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
            override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
            override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                enter(node.extendedType.trimmedDescription)
            }
            override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
            private func enter(_ name: String) -> SyntaxVisitorContinueKind {
                types.append(name)
                return .visitChildren
            }
        }
        let functions = Functions(viewMode: .sourceAccurate)
        for tree in trees { functions.walk(tree) }
        return functions.labels
    }

    /// Every class the files declare, nested ones included.
    static func classNames(in trees: [SourceFileSyntax]) -> Set<String> {
        let collector = ClassCollector(viewMode: .sourceAccurate)
        for tree in trees { collector.walk(tree) }
        return Set(collector.classes.map(\.name))
    }

    static func viewClasses(in trees: [SourceFileSyntax]) -> Set<String> {
        subclasses(of: uikitViews, in: trees)
    }

    /// The classes the files declare that are views of any kind (`uikitViews` and the views that
    /// need no rewriting of `super.init()`, cells among them).
    static func allViewClasses(in trees: [SourceFileSyntax]) -> Set<String> {
        subclasses(of: uikitViews.union(uikitOtherViews), in: trees)
    }

    /// The classes the files declare that are layers: a Core Animation layer's subclasses, and theirs.
    static func layerClasses(in trees: [SourceFileSyntax]) -> Set<String> {
        subclasses(of: uikitLayers, in: trees)
    }

    /// The classes the files declare whose superclass is one of `roots`, or such a class.
    static func subclasses(of roots: Set<String>, in trees: [SourceFileSyntax]) -> Set<String> {
        final class Supers: SyntaxVisitor {
            var superclass: [String: String] = [:]
            /// `typealias Slider = SliderBase & SliderProtocol`: a class may name its superclass so.
            var aliases: [String: [String]] = [:]
            override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
                if let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
                    superclass[node.name.text] = first
                }
                return .visitChildren
            }
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
                aliases[node.name.text] = node.initializer.value.trimmedDescription.split(separator: "&")
                    .map { String($0).trimmingSpaces() }
                return .skipChildren
            }
        }
        let supers = Supers(viewMode: .sourceAccurate)
        for tree in trees { supers.walk(tree) }
        // A superclass named through a composition alias is the composition's class.
        for (name, parent) in supers.superclass {
            if let parts = supers.aliases[parent],
                let found = parts.first(where: { supers.superclass[$0] != nil || roots.contains($0) })
            {
                supers.superclass[name] = found
            }
        }
        var views: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for (name, parent) in supers.superclass where !views.contains(name) {
                if roots.contains(parent) || views.contains(parent) {
                    views.insert(name)
                    grew = true
                }
            }
        }
        return views
    }
}

/// Walks a file collecting the edits, with the enclosing type of each `#selector`.
final class EditFinder: SyntaxVisitor {
    var edits: [SourceEdit] = []
    var types: [String] = []
    var optionals = OptionalRequirements(in: [])
    /// Calls only the Objective-C runtime can answer, with the reason.
    var refused: [(Syntax, String)] = []

    /// The classes of the loaded files that are views (`SourceRewriter.viewClasses`).
    var viewClasses: Set<String> = []
    /// The classes of the loaded files that are views of any kind (`SourceRewriter.allViewClasses`).
    var allViewClasses: Set<String> = []
    /// The classes of the loaded files that are layers (`SourceRewriter.layerClasses`).
    var layerClasses: Set<String> = []
    /// The loaded files' functions' labels (`SourceRewriter.methodLabels`).
    var methodLabels: [String: Set<[String]>] = [:]
    /// The classes being walked, innermost last.
    var classes: [String] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `super.init()` in a view's initialiser: UIKit's `UIView.init()` (NSObject's) makes a
        // view with a zero frame, which here is `init(frame: .zero)`.
        if node.calledExpression.trimmedDescription == "super.init", node.arguments.isEmpty,
            node.trailingClosure == nil, let owner = classes.last, viewClasses.contains(owner)
        {
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(SourceEdit(start: start, end: end, replacement: "super.init(frame: .zero)"))
            return .skipChildren
        }
        // `responds(to:)` is the library's (NSObjectProtocol): the rewritten `#selector` carries
        // the type that answers it.
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        // (`optional` on a requirement that gets a default is blanked by `OptionalRequirements`.)
        return .skipChildren
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        // `delegate?.cardDidDismiss?()`: the requirement now always exists, so its `?` goes; so
        // does UIKit's own optional requirements' (`animator.addCompletion?`), which the library
        // declares with defaults.
        if let member = node.expression.as(MemberAccessExprSyntax.self),
            optionals.names.contains(member.declName.baseName.text)
                || SourceRewriter.uikitOptionalRequirements.contains(member.declName.baseName.text),
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        {
            replaceKeepingWidth(Syntax(node.questionMark), with: "")
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        // An `@objc` protocol is class-bound (only classes can adopt one), so `weak var delegate:
        // P?` compiles; with the attribute blanked it says so itself: `: AnyObject`.
        let objc = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        if objc {
            let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
            let bound = inherited.contains { ["AnyObject", "class", "NSObjectProtocol"].contains($0) }
            if !bound {
                if let clause = node.inheritanceClause {
                    let at = clause.colon.endPositionBeforeTrailingTrivia.utf8Offset
                    edits.append(SourceEdit(start: at, end: at, replacement: " AnyObject,"))
                } else {
                    let at = node.name.endPositionBeforeTrailingTrivia.utf8Offset
                    edits.append(SourceEdit(start: at, end: at, replacement: ": AnyObject"))
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A view's `override func display(_ layer: CALayer)`: UIKit's view answers its layer's
        // delegate calls (`CALayerDelegate`); the library's view does not declare them (its layer
        // is a module above it), and the model never asks a view to display its layer, so the
        // method stays as the app's own, without `override`.
        if SourceRewriter.isLayerDelegateMethod(node),
            let word = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
        {
            replaceKeepingWidth(Syntax(word), with: "")
        }
        guard let body = node.body, Self.unavailableOnIOS(node.attributes) else { return .visitChildren }
        // The declaration's own attributes and signature are rewritten as anywhere; its body goes.
        walk(node.attributes)
        walk(node.modifiers)
        walk(node.signature)
        stopBody(body)
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body, Self.unavailableOnIOS(node.attributes) else { return .visitChildren }
        walk(node.attributes)
        walk(node.modifiers)
        walk(node.signature)
        stopBody(body)
        return .skipChildren
    }

    /// `@available(iOS, unavailable)`: no iOS code can call the declaration, so its body is never
    /// run there; it may use what only the Objective-C runtime allows (XCoordinator's `.init()`
    /// through a class value), so it becomes a stop, as calling it would be a programmer's error.
    static func unavailableOnIOS(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.trimmedDescription == "available",
                let arguments = attribute.arguments?.trimmedDescription
            else { return false }
            let parts = arguments.split(separator: ",").map { String($0).trimmingSpaces() }
            return parts.first == "iOS" && parts.contains("unavailable")
        }
    }

    /// The body's statements become one `fatalError`, its line breaks kept so no line moves.
    private func stopBody(_ body: CodeBlockSyntax) {
        let start = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let end = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
        guard end > start else { return }
        let newlines =
            (body.leftBrace.trailingTrivia.description + body.statements.description
            + body.rightBrace.leadingTrivia.description)
            .filter { $0 == "\n" }.count
        let breaks = String(repeating: "\n", count: newlines)
        edits.append(
            SourceEdit(start: start, end: end, replacement: " fatalError(\"unavailable on iOS\") " + breaks))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        classes.append(node.name.text)
        if layerClasses.contains(node.name.text) { addBackingInitialiser(node) }
        if allViewClasses.contains(node.name.text) {
            addAppearanceProxyInitialiser(node)
            observeAppearanceProperties(node)
        }
        return .visitChildren
    }

    /// `appearance()` makes a view class's proxy through the library's `required convenience
    /// init(appearanceProxy:)` (Swift makes an instance from a class value only through a required
    /// initialiser; UIKit's proxy is no instance at all). A view class that declares designated
    /// initialisers of its own may not inherit it, so it is written after the class's `{`, calling
    /// one of the class's own initialisers that needs no argument of the app's, or stopping, with
    /// a reason, when the class has none.
    private func addAppearanceProxyInitialiser(_ node: ClassDeclSyntax) {
        var designated = false
        var calls: [(cost: Int, call: String)] = []
        for item in node.memberBlock.members {
            guard let initialiser = item.decl.as(InitializerDeclSyntax.self) else { continue }
            let parameters = initialiser.signature.parameterClause.parameters
            let labels = parameters.map(\.firstName.text)
            if labels == ["appearanceProxy"] { return }
            if !initialiser.modifiers.contains(where: { $0.name.text == "convenience" }) { designated = true }
            guard initialiser.optionalMark == nil, initialiser.signature.effectSpecifiers == nil else { continue }
            if labels == ["frame"] {
                calls.append((-1, "self.init(frame: .zero)"))
                continue
            }
            var arguments: [String] = []
            var cost = 0
            var callable = true
            for parameter in parameters where parameter.defaultValue == nil {
                guard let value = Self.placeholder(for: parameter.type.trimmedDescription) else {
                    callable = false
                    break
                }
                let label = parameter.firstName.text
                arguments.append(label == "_" ? value : "\(label): \(value)")
                cost += 1
            }
            if callable { calls.append((cost, "self.init(\(arguments.joined(separator: ", ")))")) }
        }
        guard designated, node.memberBlock.leftBrace.presence == .present else { return }
        let body =
            calls.min { $0.cost < $1.cost }?.call
            ?? "fatalError(\"appearance(): no initialiser of '\(node.name.text)' can be called without the app's own arguments, so no proxy can be made of it\")"
        let at = node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(
            SourceEdit(
                start: at, end: at,
                replacement:
                    " \(Self.requiredAccess(node))required convenience init(appearanceProxy: Void) { \(body); }; "))
    }

    /// A value of `type` an appearance proxy's initialiser can pass where the app would pass its
    /// own (the proxy is never shown): empty, zero, false or nil; nil for a type with no such value.
    static func placeholder(for type: String) -> String? {
        if type.hasSuffix("?") || type.hasSuffix("!") { return "nil" }
        if type.hasPrefix("[") { return type.contains(":") ? "[:]" : "[]" }
        switch type {
        case "String", "Substring": return "\"\""
        case "Int", "Int32", "Int64", "UInt", "Double", "Float", "CGFloat", "TimeInterval": return "0"
        case "Bool": return "false"
        case "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGAffineTransform":
            return type == "CGAffineTransform" ? ".identity" : ".zero"
        case "UIColor": return ".clear"
        case "UITableViewCell.CellStyle", "CellStyle", "UITableViewCellStyle": return ".default"
        default: return nil
        }
    }

    /// A view's `dynamic` stored property (UIKit's `@objc dynamic` idiom for an appearance
    /// property, `UI_APPEARANCE_SELECTOR`'s Swift spelling) gets an observer that records its
    /// setting on the class's proxy, or marks it set on an instance (`__psc_appearanceSet`), so a
    /// proxy's value reaches the class's views as they enter a window. One with accessors or
    /// observers of its own is left as it is.
    private func observeAppearanceProperties(_ node: ClassDeclSyntax) {
        for item in node.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                variable.bindingSpecifier.text == "var",
                variable.modifiers.contains(where: { $0.name.text == "dynamic" }),
                !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
                variable.bindings.count == 1, let binding = variable.bindings.first,
                binding.accessorBlock == nil,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            let at = binding.endPositionBeforeTrailingTrivia.utf8Offset
            let bare = name.filter { $0 != "`" }
            edits.append(
                SourceEdit(
                    start: at, end: at,
                    replacement:
                        " { didSet { __psc_appearanceSet(\"\(bare)\", { [value = self.\(name)] in ($0 as? Self)?.\(name) = value }) } }"
                ))
        }
    }

    /// A view makes its layer from `layerClass` through the library's `required convenience
    /// init(backing:)` (UIKit's `[[layerClass alloc] init]`: Swift makes an instance from a class
    /// value only through a required initialiser). A layer class that declares designated
    /// initialisers of its own may not inherit it, so it is written after the class's `{`, calling
    /// the class's `init()`, or, for a class without one, stopping as Swift stops an Objective-C
    /// `init` a Swift class does not implement.
    private func addBackingInitialiser(_ node: ClassDeclSyntax) {
        var designated = false
        var plainInit = false
        for item in node.memberBlock.members {
            guard let initialiser = item.decl.as(InitializerDeclSyntax.self) else { continue }
            let labels = initialiser.signature.parameterClause.parameters.map(\.firstName.text)
            if labels == ["backing"] { return }
            if !initialiser.modifiers.contains(where: { $0.name.text == "convenience" }) { designated = true }
            if labels.isEmpty, initialiser.optionalMark == nil { plainInit = true }
        }
        guard designated, node.memberBlock.leftBrace.presence == .present else { return }
        let body =
            plainInit
            ? "self.init()" : "fatalError(\"Use of unimplemented initializer 'init()' for class '\(node.name.text)'\")"
        let at = node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(
            SourceEdit(
                start: at, end: at,
                replacement:
                    " \(Self.requiredAccess(node))required convenience init(backing view: UIView) { \(body) }; "))
    }

    /// `public ` for a written required initialiser of a public or open class: Swift asks a
    /// required initialiser to be as visible as the class can be subclassed.
    static func requiredAccess(_ node: ClassDeclSyntax) -> String {
        node.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
    }
    override func visitPost(_ node: ClassDeclSyntax) {
        types.removeLast()
        classes.removeLast()
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    /// Whether the file (after the rewrite) imports UIKit.
    var importsUIKit = false

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let module = node.path.first?.name.text ?? ""
        // `import UIKit.UIGestureRecognizerSubclass`, `import os.log`: the module alone.
        let submodule = node.path.count > 1 && node.importKindSpecifier == nil
        if SourceRewriter.replacedImports.contains(module) || (module == "UIKit" && submodule) {
            // The access modifier and attributes (`public import`, `@preconcurrency`) go with it.
            if node.trimmedDescription.utf8.count >= "import UIKit".utf8.count {
                replaceKeepingWidth(Syntax(node), with: "import UIKit")
                importsUIKit = true
            } else {
                // `import os` is narrower than `import UIKit`: it goes, and unless another import
                // of the file becomes UIKit's, UIKit is imported after the last line.
                replaceKeepingWidth(Syntax(node), with: "")
            }
        } else if SourceRewriter.keptImports.contains(module) {
            if module == "UIKit" { importsUIKit = true }
        } else {
            // Every loaded file is compiled into one module, so an import of the project's own
            // module (or a library whose sources are loaded beside it) has nothing to find.
            replaceKeepingWidth(Syntax(node), with: "")
        }
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `CoreGraphics.log(x)`, `Foundation.exit(1)`: a name qualified by a module whose import
        // became UIKit's is found there (UIKit re-exports what stands in for it).
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
            SourceRewriter.replacedImports.contains(base.baseName.text)
        {
            replaceKeepingWidth(Syntax(base), with: "UIKit")
        }
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        // `#if os(iOS)`: the code is iOS code, so its iOS branch is the one to compile.
        if let condition = node.condition { markIOSConditions(Syntax(condition)) }
        return .visitChildren
    }

    /// Replaces each `os(iOS)` in a compilation condition with `true`, padded; and each
    /// `canImport(UIKit.UIViewController)`, which asks for one of UIKit's submodules (one per
    /// header on iOS, so true there): our UIKit is one module without submodules, so the
    /// compiler would answer false and drop the whole file it guards.
    private func markIOSConditions(_ node: Syntax) {
        if let call = node.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "os",
            call.arguments.first?.expression.trimmedDescription == "iOS"
        {
            replaceKeepingWidth(node, with: "true")
            return
        }
        if let call = node.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "canImport",
            let module = call.arguments.first?.expression.trimmedDescription, module.hasPrefix("UIKit.")
        {
            replaceKeepingWidth(node, with: "true")
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { markIOSConditions(child) }
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if SourceRewriter.blankedAttributes.contains(node.attributeName.trimmedDescription) {
            replaceKeepingWidth(Syntax(node), with: "")
        }
        if node.attributeName.trimmedDescription == "NSManaged" { rewriteManaged(node) }
        // `@MainActor` on a declaration (a class, an extension, a method, a property): UIKit's
        // classes are main-actor isolated and the library's are not, so an app's main-actor class
        // overriding `viewDidLoad()` would have its override nonisolated and its own state out of
        // reach ("main actor-isolated property … can not be mutated from a nonisolated context").
        // The stage runs all of the app's code on the main thread (StageMain), so the isolation
        // the attribute promises holds without it. A closure's `@MainActor in` and a function
        // type's `@MainActor () -> Void` stay.
        if node.attributeName.trimmedDescription == "MainActor", node.arguments == nil,
            let list = node.parent?.as(AttributeListSyntax.self), let owner = list.parent,
            owner.is(DeclSyntax.self)
        {
            replaceKeepingWidth(Syntax(node), with: "")
        }
        // `@convention(c) (AnyObject, Selector, …) -> Void`, the type a swizzled method's
        // implementation is cast to: Linux has no Objective-C, so such a type is not C; without the
        // attribute it is a Swift function type, and the cast (never reached: the library's
        // runtime stand-ins exchange no methods) compiles.
        if node.trimmedDescription.filter({ !$0.isWhitespace }) == "@convention(c)",
            let typed = node.parent?.parent?.as(AttributedTypeSyntax.self),
            typed.baseType.tokens(viewMode: .sourceAccurate).contains(where: {
                $0.text == "Selector" || $0.text == "AnyObject"
            })
        {
            replaceKeepingWidth(Syntax(node), with: "")
        }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        // `#keyPath(UIApplication.shared)`: the path as a string, as the Objective-C runtime spells it.
        if node.macroName.text == "keyPath", let argument = node.arguments.first?.expression {
            let path = argument.trimmedDescription.filter { $0 != "\"" && $0 != "\\" && $0 != "\n" }
            replaceKeepingWidth(Syntax(node), with: "\"\(path)\"")
            return .skipChildren
        }
        guard node.macroName.text == "selector", let argument = node.arguments.first?.expression else {
            return .visitChildren
        }
        guard let type = types.last else { return .visitChildren }
        var selector = SelectorName(argument.trimmedDescription)
        // `#selector(getter: delegate)`, `#selector(setter: delegate)`: a property's accessor.
        if let label = node.arguments.first?.label?.text, label == "getter" || label == "setter" {
            selector.accessor = label
        }
        // A bare name is the one method of that name, whatever its labels (Swift refuses it when
        // there are several), so its arguments are passed as `handlePan(_:)`'s would be.
        if selector.accessor == nil, !selector.written.contains("("),
            let known = [
                methodLabels["\(selector.qualifier ?? type).\(selector.method)"], methodLabels[selector.method],
            ]
            .compactMap({ $0 }).first(where: { $0.count == 1 }),
            let labels = known.first
        {
            selector.labels = labels
        }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        // A `#selector` written over several lines keeps them, so the lines after it stay put.
        let newlines = node.trimmedDescription.filter { $0 == "\n" }.count
        // `#selector(Interactor.handlePan(_:))` names the type the target is; a bare name, or
        // `Self.`, is the enclosing type's method.
        // In a `case` pattern (`case #selector(copy(_:)):`) the selector is only compared, and
        // selectors compare by name: the name alone (a closure there does not parse as the call's).
        let compared = node.parent?.is(ExpressionPatternSyntax.self) == true
        let text =
            (compared ? "Selector(\"\(selector.quotedName)\")" : selector.closure(type: selector.qualifier ?? type))
            + String(repeating: "\n", count: newlines)
        edits.append(SourceEdit(start: start, end: end, replacement: text))
        return .skipChildren
    }

    /// `@NSManaged var radius: CGFloat` in a layer class: Core Animation makes such a property's
    /// accessors at run time, reading and writing the layer's value for the key (Apple's Core
    /// Animation Programming Guide, "Key-Value Coding Extensions"); Swift on Linux makes none, so
    /// the program does not link. The attribute goes and the property reads and writes
    /// `value(forKey:)` and `setValue(_:forKey:)` (CALayer's), an unset number reading 0 and an
    /// unset flag false, as Core Animation's scalars do. Left as written: a property with several
    /// bindings, an initial value or accessors of its own.
    private func rewriteManaged(_ node: AttributeSyntax) {
        guard let variable = node.parent?.parent?.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first, binding.initializer == nil, binding.accessorBlock == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let annotation = binding.typeAnnotation
        else { return }
        let type = annotation.type.trimmedDescription
        let read: String
        if type.hasSuffix("?") {
            read = "value(forKey: \"\(name)\") as? \(type.dropLast())"
        } else if type == "Bool" {
            read = "value(forKey: \"\(name)\") as? Bool ?? false"
        } else if ["CGFloat", "Double", "Float", "Int", "UInt", "Int32", "UInt32", "Int64", "TimeInterval"]
            .contains(type)
        {
            read = "value(forKey: \"\(name)\") as? \(type) ?? 0"
        } else {
            read = "value(forKey: \"\(name)\") as! \(type)"
        }
        replaceKeepingWidth(Syntax(node), with: "")
        let at = annotation.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(
            SourceEdit(
                start: at, end: at,
                replacement: " { get { \(read) } set { setValue(newValue, forKey: \"\(name)\") } }"))
    }

    /// Replaces `node`'s text (trivia kept) with `text` padded by spaces to its width, so
    /// nothing after it on the line moves; a node spanning lines keeps its line breaks.
    func replaceKeepingWidth(_ node: Syntax, with text: String) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let old = node.trimmedDescription
        guard !old.contains("\n") else { return }
        let width = old.utf8.count
        guard text.utf8.count <= width else { return }
        edits.append(
            SourceEdit(
                start: start, end: end, replacement: text + String(repeating: " ", count: width - text.utf8.count)))
    }
}

/// A `#selector` argument: `dimmingViewTapped`, `handle(_:)`, `Self.handle(gesture:)`.
struct SelectorName {
    let written: String
    let method: String
    var labels: [String]

    init(_ written: String) {
        self.written = written
        var base = written
        var labels: [String] = []
        if let open = written.firstIndex(of: "("), written.hasSuffix(")") {
            base = String(written[..<open])
            let inside = written[written.index(after: open)..<written.index(before: written.endIndex)]
            // `handleGesture(of: )` has a space before its `)`: no label there.
            labels = inside.split(separator: ":").map { String($0).trimmingSpaces() }.filter { !$0.isEmpty }
        }
        let parts = base.split(separator: ".").map { String($0).trimmingSpaces() }
        method = parts.last ?? base
        self.labels = labels
        let type = parts.dropLast().joined(separator: ".")
        qualifier = type.isEmpty || type == "Self" || type == "self" ? nil : type
    }

    /// The type written before the method (`Interactor` in `Interactor.handlePan(_:)`), if any
    /// other than `Self`, or an expression whose type it is (`Panel.shared` in
    /// `Panel.shared.handlePan(_:)`, `interactor`).
    let qualifier: String?
    /// `getter` or `setter` for `#selector(getter: name)`: the property's accessor, not a method.
    var accessor: String?

    /// The selector's name as the trace shows it: as written, or Objective-C's name for a
    /// setter (`setDelegate:`).
    var quotedName: String {
        if accessor == "setter" { return "set" + method.prefix(1).uppercased() + method.dropFirst() + ":" }
        return written.filter { $0 != "\"" && $0 != "\\" && $0 != "\n" }
    }

    /// The `Selector` the library takes: the name for the trace, and a closure sending the
    /// message to a target of `type` (written in the type's scope, so private methods are reachable).
    /// The call is made on the main actor (`MainActor.assumeIsolated`): UIKit sends action
    /// messages on the main thread, the stage runs there, and a `@MainActor` class's method is
    /// then callable from the library's nonisolated closure, as Swift 6 code needs.
    func closure(type: String) -> String {
        let arguments = labels.enumerated().map { i, label in
            let value = "Selector.sender(sender)"
            return label == "_" ? value : "\(label): \(value)"
        }
        var sender = labels.isEmpty ? "_" : "sender"
        // The message: a call, or a getter's read, or a setter's write of what is sent.
        func message(_ target: String) -> String {
            switch accessor {
            case "getter": return "_ = \(target).\(method)"
            case "setter": return "\(target).\(method) = Selector.sender(sender)"
            default: return "_ = \(target).\(method)(\(arguments.joined(separator: ", ")))"
            }
        }
        let quoted = quotedName
        if accessor == "setter" { sender = "sender" }
        // `#selector(interactor.handlePan(_:))` and `#selector(Panel.shared.handlePan(_:))` name an
        // instance (its last part is lower case), not a type: the method is the one of that
        // instance's type, which the library's `Selector.sending(to:)` infers.
        if let last = type.split(separator: ".").last?.first, last.isLowercase {
            return
                "Selector.sending(to: \(type), \"\(quoted)\") { target, \(sender) in MainActor.assumeIsolated { \(message("target")) } }"
        }
        return
            "Selector(\"\(quoted)\", responds: { $0 is \(type) }) { target, \(sender) in MainActor.assumeIsolated { \(message("(target as! \(type))")) } }"
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\n" || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\n" || l == "\t" { s = s.dropLast() }
        return String(s)
    }
}
