import ProsceniumLoading
import SwiftSyntax

/// Finds the candidates in parsed files, following inheritance within them (a subclass of the
/// user's delegate is a delegate too).
public enum CandidateFinder {
    static let delegateProtocol = "UIViewControllerTransitioningDelegate"
    /// UIKit's view controller classes, any of which an app's screen may subclass
    /// (`UINavigationController`, `UITableViewController`…), not only `UIViewController`.
    static let controllerBases = UIKitClassNames.viewControllers
    static let presentationBases = UIKitClassNames.presentationControllers

    /// Every candidate in `sources`, in the order their classes appear.
    public static func candidates(in sources: [String]) -> [Candidate] {
        let collector = ClassCollector(viewMode: .sourceAccurate)
        for text in sources { collector.walk(NestingLimit.parse(text).tree) }
        return candidates(from: collector)
    }

    static func candidates(from collector: ClassCollector) -> [Candidate] { survey(collector).found }

    /// The candidates, and for each other class the files declare why it is not one (in words,
    /// for the error that says nothing can run).
    static func survey(_ collector: ClassCollector) -> (
        found: [Candidate], passedOver: [String], controllers: [String]
    ) {
        let classes = collector.classes
        var byName: [String: ClassFacts] = [:]
        for c in classes where byName[c.name] == nil { byName[c.name] = c }
        for (name, protocols) in collector.extensionConformances { byName[name]?.inherited += protocols }

        /// Whether `name` or a class it inherits from (within the files) satisfies `test`.
        func inherits(_ name: String, _ test: (ClassFacts) -> Bool, seen: Set<String> = []) -> Bool {
            guard let c = byName[name], !seen.contains(name) else { return false }
            if test(c) { return true }
            return c.inherited.contains { inherits($0, test, seen: seen.union([name])) }
        }
        func isDelegate(_ name: String) -> Bool { inherits(name) { $0.inherited.contains(delegateProtocol) } }
        func isController(_ name: String) -> Bool {
            inherits(name) { !$0.inherited.filter(controllerBases.contains).isEmpty }
        }
        func isPresentationController(_ name: String) -> Bool {
            inherits(name) { !$0.inherited.filter(presentationBases.contains).isEmpty }
        }
        func setsItselfAsDelegate(_ name: String) -> Bool { inherits(name) { $0.setsSelfAsDelegate } }
        /// An `init()` the generated main can call: declared, or none declared at all (then one is inherited or implicit).
        /// A class that inherits from itself (`class UIViewController: UIViewController`, which
        /// the compiler refuses) ends the walk rather than the rewriter (the fuzzer's input).
        func hasPlainInit(_ name: String, seen: Set<String> = []) -> Bool {
            guard let c = byName[name], !seen.contains(name) else { return false }
            if c.hasPlainInit { return true }
            if c.declaresInit { return false }
            return c.inherited.allSatisfy { byName[$0] == nil || hasPlainInit($0, seen: seen.union([name])) }
        }

        var found: [Candidate] = []
        var passedOver: [String] = []
        var controllers: [String] = []
        var seen: Set<String> = []
        for c in classes where !seen.contains(c.name) {
            seen.insert(c.name)
            if c.isGeneric {
                passedOver.append("\(c.name) (generic: name a concrete subclass)")
            } else if isController(c.name) {
                controllers.append(c.name)
                // A controller that presents something (itself or through the user's helpers) is
                // the app's presenting screen even when it is also a transitioning delegate.
                let method = presentingMethod(of: c.name, in: collector)
                if let method, hasPlainInit(c.name) {
                    found.append(
                        Candidate(
                            typeName: c.name, kind: .presentingController, method: method,
                            pushMethod: pushingMethod(of: c.name, in: collector)))
                } else if let push = pushingMethod(of: c.name, in: collector), hasPlainInit(c.name) {
                    found.append(Candidate(typeName: c.name, kind: .pushingController, method: push))
                } else if (isDelegate(c.name) || setsItselfAsDelegate(c.name)) && hasPlainInit(c.name) {
                    found.append(Candidate(typeName: c.name, kind: .presentedController))
                } else if !hasPlainInit(c.name) {
                    passedOver.append("\(c.name) (view controller without an init())")
                } else {
                    passedOver.append(
                        "\(c.name) (view controller: no method without parameters reaches present(_:animated:completion:) or pushViewController(_:animated:))"
                    )
                }
            } else if isPresentationController(c.name) {
                found.append(Candidate(typeName: c.name, kind: .presentationController))
            } else if isDelegate(c.name) {
                if hasPlainInit(c.name) {
                    found.append(Candidate(typeName: c.name, kind: .transitioningDelegate))
                } else {
                    passedOver.append("\(c.name) (transitioning delegate without an init())")
                }
            } else {
                passedOver.append(
                    "\(c.name) (not a view controller, transitioning delegate or presentation controller)")
            }
        }
        return (found, passedOver, controllers)
    }

    /// The first method of `typeName` without parameters (its own, or one an extension in the
    /// files adds) from which `present(_:animated:completion:)` is reached: directly first, else
    /// through the functions the files declare (a call graph by base name, so a library helper
    /// such as `presentPanModal(_:)` or `toast(_:)` counts).
    static func presentingMethod(of typeName: String, in collector: ClassCollector) -> String? {
        let methods = callableMethods(of: typeName, in: collector)
        let key = { collector.methodKey(of: typeName, $0) }
        if let direct = methods.first(where: { collector.functions[key($0)]?.presents == true }) { return direct }
        return methods.first { collector.reachesPresent(from: key($0)) }
    }

    /// The first method of `typeName` without parameters from which
    /// `pushViewController(_:animated:)` is reached, as `presentingMethod` finds a presenting one.
    static func pushingMethod(of typeName: String, in collector: ClassCollector) -> String? {
        let methods = callableMethods(of: typeName, in: collector)
        let key = { collector.methodKey(of: typeName, $0) }
        if let direct = methods.first(where: { collector.functions[key($0)]?.pushes == true }) { return direct }
        return methods.first { collector.reachesPush(from: key($0)) }
    }

    /// The methods the stage can call on a `typeName` (`ClassCollector.plainMethods`): its own,
    /// then those of the classes it inherits from in the files (a screen whose presenting method
    /// is its superclass's); at each level, those taking nothing before those taking a sender.
    static func callableMethods(of typeName: String, in collector: ClassCollector) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        for type in collector.lineage(of: typeName) {
            let own = collector.plainMethods[type] ?? []
            let facts = collector.callFacts[type] ?? [:]
            for name in own.filter({ facts[$0]?.argument == nil }) + own.filter({ facts[$0]?.argument != nil })
            where seen.insert(name).inserted {
                names.append(name)
            }
        }
        return names
    }

    /// Every class the files declare with what it inherits (for `as TypeName`'s errors).
    public static func classNames(in sources: [String]) -> [String] {
        let collector = ClassCollector(viewMode: .sourceAccurate)
        for text in sources { collector.walk(NestingLimit.parse(text).tree) }
        return collector.classes.map(\.name)
    }
}

struct ClassFacts {
    var name: String
    var inherited: [String]
    var hasPlainInit = false
    var declaresInit = false
    var setsSelfAsDelegate = false
    var isGeneric = false
    /// Declared at file scope (inside `#if` blocks at most), so an extension at the end of the
    /// file can name it; not inside another type, an extension or a function.
    var isTopLevel = true
}

/// How the generated `main.swift` reaches one method the stage can call.
struct CallFacts: Equatable {
    /// The file that declares it (a private method is reached from that file only).
    var file: Int
    /// Declared `private` or `fileprivate`.
    var isPrivate: Bool
    /// The argument the stage passes (`self`, `sender: UIButton(type: .system)`), nil for none.
    var argument: String?
}

/// What one function (by its owner and base name, `FunctionFacts.key`) does that decides whether it presents.
struct FunctionFacts {
    /// The type (class or extended type) declaring it, nil for a free function.
    var owner: String?
    /// It calls UIKit's `present(_:animated:completion:)`.
    var presents = false
    /// It calls UIKit's `pushViewController(_:animated:)` (or `show(_:sender:)`, which pushes
    /// inside a navigation controller).
    var pushes = false
    /// The base names of the functions and methods it calls on something else.
    var calls: Set<String> = []
    /// The base names it calls on itself (`close()`, `self.close()`): its own type's method of
    /// that name when the type or a class it inherits from declares one, so two screens'
    /// same-named actions (`buttonTapped` presenting in one, dismissing in the other) stay apart.
    var selfCalls: Set<String> = []

    /// `Owner.name` for a method, `name` for a free function.
    static func key(owner: String?, name: String) -> String { owner.map { "\($0).\(name)" } ?? name }
}

/// Collects top-level classes, their inherited types, their initialisers and whether they set
/// `transitioningDelegate = self`; and the protocols extensions add.
final class ClassCollector: SyntaxVisitor {
    var classes: [ClassFacts] = []
    var extensionConformances: [(String, [String])] = []
    private var current: [Int] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        classes.append(
            ClassFacts(
                name: node.name.text, inherited: inherited, isGeneric: node.genericParameterClause != nil,
                isTopLevel: Self.isAtFileScope(Syntax(node))))
        current.append(classes.count - 1)
        owners.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) {
        current.removeLast()
        owners.removeLast()
    }

    /// Whether `node` stands at file scope: no type, extension, function or closure encloses it.
    static func isAtFileScope(_ node: Syntax) -> Bool {
        var ancestor = node.parent
        while let a = ancestor {
            if a.is(SourceFileSyntax.self) { return true }
            if a.is(MemberBlockSyntax.self) || a.is(CodeBlockSyntax.self) || a.is(ClosureExprSyntax.self) {
                return false
            }
            ancestor = a.parent
        }
        return true
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if !inherited.isEmpty { extensionConformances.append((node.extendedType.trimmedDescription, inherited)) }
        owners.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

    /// Every function the files declare, by `FunctionFacts.key` (overloads merged): what it calls.
    var functions: [String: FunctionFacts] = [:]
    /// The keys of `functions` by base name.
    private var keysByBase: [String: [String]] = [:]
    /// Per type (a class, or the type an extension extends): its instance methods the stage can
    /// call that are not overrides, in the order written: those without parameters (or whose
    /// parameters all have defaults) and those taking one sender (`CallFacts.argument`).
    var plainMethods: [String: [String]] = [:]
    /// Per type and method of `plainMethods`: what calling it from the generated `main.swift` takes.
    var callFacts: [String: [String: CallFacts]] = [:]
    /// The index of the file being walked (the caller sets it before each walk).
    var file = 0
    /// The same names as sets, so an overload is recognised in one lookup and not by scanning
    /// every method the type has (which made a class of many methods quadratic).
    private var plainMethodNames: [String: Set<String>] = [:]
    /// Entries looked at to find a name among those collected: one a lookup, each a hash lookup
    /// (`AnalysedSources.probes`).
    private(set) var probes = 0
    /// The functions being walked, innermost last (by `FunctionFacts.key`).
    private var functionNames: [String] = []
    /// The types being walked that own methods: classes and extensions, innermost last.
    private var owners: [String] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let isOverride = node.modifiers.contains { $0.name.text == "override" }
        // An `async` or throwing method is not one `present` can call as it is (the stage calls
        // it synchronously, without `try`): a screen's `func show() async` is passed over.
        if let argument = Self.stageArgument(node.signature.parameterClause.parameters), !isStatic, !isOverride,
            node.signature.effectSpecifiers == nil, node.genericParameterClause == nil, let owner = owners.last
        {
            probes += 1
            if plainMethodNames[owner, default: []].insert(node.name.text).inserted {
                plainMethods[owner, default: []].append(node.name.text)
                let isPrivate = node.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
                callFacts[owner, default: [:]][node.name.text] = CallFacts(
                    file: file, isPrivate: isPrivate, argument: argument)
            }
        }
        let key = FunctionFacts.key(owner: owners.last, name: node.name.text)
        functionNames.append(key)
        if functions[key] == nil {
            functions[key] = FunctionFacts(owner: owners.last)
            keysByBase[node.name.text, default: []].append(key)
        }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functionNames.removeLast() }

    /// What the stage passes to a method with these parameters: `.some(nil)` for none (no
    /// parameters, or defaults for all), the argument for one sender as a button's action or a
    /// bar button item's takes (`_ sender: Any`, `sender: UIButton`), nil when it cannot call it.
    static func stageArgument(_ parameters: FunctionParameterListSyntax) -> String?? {
        if parameters.allSatisfy({ $0.defaultValue != nil }) { return .some(nil) }
        guard parameters.count == 1, let p = parameters.first, p.ellipsis == nil,
            let value = senderArgument(p.type.trimmedDescription)
        else { return nil }
        let label = p.firstName.text == "_" ? "" : "\(p.firstName.text): "
        return .some(label + value)
    }

    /// The sender the stage passes for a sender parameter of type `type`: the controller itself
    /// where any object will do (UIKit passes the control, which the stage has none of), a new
    /// control of the type asked for, or nil where the type is optional. Nil for other types.
    static func senderArgument(_ type: String) -> String? {
        let isOptional = type.hasSuffix("?") || type.hasSuffix("!")
        let bare = isOptional ? String(type.dropLast()) : type
        switch bare {
        case "Any", "AnyObject", "NSObject": return "self"
        case "UIButton", "UIControl": return isOptional ? "nil" : "UIButton(type: .system)"
        case "UIView", "UIBarButtonItem", "UISwitch", "UISegmentedControl", "UISlider", "UIStepper":
            return isOptional ? "nil" : "\(bare)()"
        case "UIGestureRecognizer", "UITapGestureRecognizer": return isOptional ? "nil" : "UITapGestureRecognizer()"
        default: return nil
        }
    }

    /// `typeName` and the classes the files declare that it inherits from, nearest first.
    func lineage(of typeName: String) -> [String] {
        var chain: [String] = []
        var next: String? = typeName
        while let name = next, !chain.contains(name) {
            chain.append(name)
            next = inheritedByName[name]?.first { inheritedByName[$0] != nil }
        }
        return chain
    }

    /// Each class's inherited names by its name (the first declaration of a name), made once the
    /// walk is over so a lineage is hash lookups.
    private lazy var inheritedByName: [String: [String]] = {
        var byName: [String: [String]] = [:]
        for c in classes where byName[c.name] == nil { byName[c.name] = c.inherited }
        return byName
    }()

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let caller = functionNames.last {
            let base: String?
            var onSelf = false
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                base = member.declName.baseName.text
                onSelf = member.base?.trimmedDescription == "self"
            } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                base = reference.baseName.text
                onSelf = true
            } else {
                base = nil
            }
            if let base {
                // UIKit's `present(_:animated:completion:)`, on self or on any controller.
                if base == "present", node.arguments.contains(where: { $0.label?.text == "animated" }) {
                    functions[caller]?.presents = true
                } else if base == "pushViewController" || (base == "show" && node.arguments.count == 2) {
                    functions[caller]?.pushes = true
                } else if onSelf {
                    functions[caller]?.selfCalls.insert(base)
                } else {
                    functions[caller]?.calls.insert(base)
                }
            }
        }
        return .visitChildren
    }

    /// The key of `typeName`'s method `name`: declared by it or the nearest class it inherits from
    /// in the files.
    func methodKey(of typeName: String, _ name: String) -> String {
        for type in lineage(of: typeName) {
            let key = FunctionFacts.key(owner: type, name: name)
            if functions[key] != nil { return key }
        }
        return FunctionFacts.key(owner: typeName, name: name)
    }

    /// Whether a call from the function keyed `name` reaches `present` through functions the files declare.
    func reachesPresent(from name: String) -> Bool {
        probes += 1
        return reachingPresent.contains(name)
    }

    /// Every function from which `present` is reached, found once, backwards from the functions
    /// that present: a walk forwards from each method in turn went over the same calls again for
    /// every method (quadratic in a class whose methods call one another).
    private lazy var reachingPresent: Set<String> = functionsReaching(\.presents)

    /// Whether a call from the function named `name` reaches `pushViewController`.
    func reachesPush(from name: String) -> Bool {
        probes += 1
        return reachingPush.contains(name)
    }

    private lazy var reachingPush: Set<String> = functionsReaching(\.pushes)

    private func functionsReaching(_ does: KeyPath<FunctionFacts, Bool>) -> Set<String> {
        var callers: [String: [String]] = [:]
        for (name, facts) in functions {
            probes += facts.calls.count + facts.selfCalls.count
            for base in facts.calls {
                for callee in keysByBase[base] ?? [] { callers[callee, default: []].append(name) }
            }
            for base in facts.selfCalls {
                // Its own type's method first (inherited included); else any of that name (a
                // free function, or an extension of UIKit's class the caller inherits from).
                let own = facts.owner.flatMap { owner in
                    lineage(of: owner).lazy.map { FunctionFacts.key(owner: $0, name: base) }.first {
                        self.functions[$0] != nil
                    }
                }
                for callee in own.map({ [$0] }) ?? keysByBase[base] ?? [] {
                    callers[callee, default: []].append(name)
                }
            }
        }
        var found = Set(functions.filter { $0.value[keyPath: does] }.keys)
        var queue = Array(found)
        while let next = queue.popLast() {
            for caller in callers[next] ?? [] where found.insert(caller).inserted { queue.append(caller) }
        }
        return found
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let i = current.last else { return .skipChildren }
        classes[i].declaresInit = true
        let isPrivate = node.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
        if node.signature.parameterClause.parameters.isEmpty, node.optionalMark == nil, !isPrivate {
            classes[i].hasPlainInit = true
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if let i = current.last, node.operator.trimmedDescription == "=",
            node.rightOperand.trimmedDescription == "self",
            node.leftOperand.trimmedDescription.hasSuffix("transitioningDelegate")
        {
            classes[i].setsSelfAsDelegate = true
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Unfolded `a = b` reads as a sequence of three elements.
        let items = Array(node.elements)
        if let i = current.last, items.count == 3, items[1].is(AssignmentExprSyntax.self),
            items[2].trimmedDescription == "self", items[0].trimmedDescription.hasSuffix("transitioningDelegate")
        {
            classes[i].setsSelfAsDelegate = true
        }
        return .visitChildren
    }
}

/// The user's files read once: each parsed a single time for both the rewrite and the search.
public struct AnalysedSources: Sendable {
    public let rewritten: [RewrittenSource]
    public let candidates: [Candidate]
    /// Every class the files declare (for `as TypeName`'s errors).
    public let classNames: [String]
    /// Each class that is not a candidate, with why, in words: `Card (view controller without an init())`.
    public let passedOver: [String]
    /// Per type: the methods the stage can call, its own and inherited (what `as Type.method` may name).
    public let plainMethods: [String: [String]]
    /// Per type: the method added to reach each of `plainMethods` the main cannot call as it is.
    public let calls: [String: [String: String]]
    /// Entries the analysis looked at to find one among those it had collected (a method among a
    /// type's, a requirement by its key, a witness among those written): one a lookup while each
    /// is a hash lookup, so tests can hold the analysis linear in the methods of a class without
    /// timing it (a scan of a list for each method had made it quadratic).
    let probes: Int

    public init(_ sources: [String]) {
        let collector = ClassCollector(viewMode: .sourceAccurate)
        // A file nested past the bounds is not read (an empty tree here) but refused, by line.
        let parsed = sources.map(NestingLimit.parse)
        let trees = parsed.map(\.tree)
        for (index, tree) in trees.enumerated() {
            collector.file = index
            collector.walk(tree)
        }
        let survey = CandidateFinder.survey(collector)
        // Methods the generated main cannot call as they are, reached through one added beside each.
        let stageCalls = StageCalls(collector, controllers: survey.controllers)
        // A protocol's optional requirements may be called from another file: collected from all first.
        let optionals = OptionalRequirements(in: trees)
        let views = SourceRewriter.viewClasses(in: trees)
        let allViews = SourceRewriter.allViewClasses(in: trees)
        let layers = SourceRewriter.layerClasses(in: trees)
        let labels = SourceRewriter.methodLabels(in: trees)
        // Members declared in an extension and overridden: dispatch written out across the files.
        let overrides = ExtensionOverrides(in: trees, classes: Set(collector.classes.map(\.name)))
        // Overrides of UIKit's members written in an extension: forwarded from the class's body.
        let forwarded = ForwardedOverrides(in: trees, besides: overrides)
        let rewritten = zip(sources, parsed).enumerated().map { index, pair in
            if let refusal = pair.1.refusal { return RewrittenSource(refusing: pair.0, refusal) }
            return SourceRewriter.rewrite(
                pair.0, tree: pair.1.tree, optionals: optionals, viewClasses: views, allViewClasses: allViews,
                layerClasses: layers,
                methodLabels: labels,
                overrides: overrides, forwarded: forwarded, stageCalls: stageCalls, file: index)
        }
        self.rewritten = rewritten
        candidates = survey.found.map(stageCalls.filling)
        passedOver = survey.passedOver
        classNames = collector.classes.map(\.name)
        plainMethods = stageCalls.methods
        calls = stageCalls.calls
        probes = collector.probes + optionals.probes + overrides.probes + forwarded.probes
    }
}
