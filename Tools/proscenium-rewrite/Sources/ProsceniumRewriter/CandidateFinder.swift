import ProsceniumLoading
import SwiftParser
import SwiftSyntax

/// Finds the candidates in parsed files, following inheritance within them (a subclass of the
/// user's delegate is a delegate too).
public enum CandidateFinder {
    static let delegateProtocol = "UIViewControllerTransitioningDelegate"
    static let controllerBases: Set<String> = ["UIViewController", "ViewController"]
    static let presentationBases: Set<String> = ["UIPresentationController", "PresentationController"]

    /// Every candidate in `sources`, in the order their classes appear.
    public static func candidates(in sources: [String]) -> [Candidate] {
        let collector = ClassCollector(viewMode: .sourceAccurate)
        for text in sources { collector.walk(Parser.parse(source: text)) }
        return candidates(from: collector)
    }

    static func candidates(from collector: ClassCollector) -> [Candidate] {
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
        func hasPlainInit(_ name: String) -> Bool {
            guard let c = byName[name] else { return false }
            if c.hasPlainInit { return true }
            if c.declaresInit { return false }
            return c.inherited.allSatisfy { byName[$0] == nil || hasPlainInit($0) }
        }

        var found: [Candidate] = []
        var seen: Set<String> = []
        for c in classes where !seen.contains(c.name) && !c.isGeneric {
            seen.insert(c.name)
            if isController(c.name) {
                if (isDelegate(c.name) || setsItselfAsDelegate(c.name)) && hasPlainInit(c.name) {
                    found.append(Candidate(typeName: c.name, kind: .presentedController))
                } else if let method = c.presentingMethods.first, hasPlainInit(c.name) {
                    found.append(Candidate(typeName: c.name, kind: .presentingController, method: method))
                }
            } else if isPresentationController(c.name) {
                found.append(Candidate(typeName: c.name, kind: .presentationController))
            } else if isDelegate(c.name), hasPlainInit(c.name) {
                found.append(Candidate(typeName: c.name, kind: .transitioningDelegate))
            }
        }
        return found
    }

    /// Every class the files declare with what it inherits (for `as TypeName`'s errors).
    public static func classNames(in sources: [String]) -> [String] {
        let collector = ClassCollector(viewMode: .sourceAccurate)
        for text in sources { collector.walk(Parser.parse(source: text)) }
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
    /// Its instance methods without parameters that call `present(_:animated:completion:)`.
    var presentingMethods: [String] = []
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
            ClassFacts(name: node.name.text, inherited: inherited, isGeneric: node.genericParameterClause != nil))
        current.append(classes.count - 1)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { current.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if !inherited.isEmpty { extensionConformances.append((node.extendedType.trimmedDescription, inherited)) }
        return .visitChildren
    }

    /// The methods being walked, innermost last: the name of one without parameters, nil otherwise.
    private var methods: [String?] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let plain = node.signature.parameterClause.parameters.isEmpty && !isStatic && current.last != nil
        methods.append(plain ? node.name.text : nil)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { methods.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        if callee == "present" || callee == "self.present", let i = current.last, let method = methods.last ?? nil,
            !classes[i].presentingMethods.contains(method)
        {
            classes[i].presentingMethods.append(method)
        }
        return .visitChildren
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

    public init(_ sources: [String]) {
        let collector = ClassCollector(viewMode: .sourceAccurate)
        let trees = sources.map { Parser.parse(source: $0) }
        for tree in trees { collector.walk(tree) }
        // A protocol's optional requirements may be called from another file: collected from all first.
        let optionals = OptionalRequirements(in: trees)
        let rewritten = zip(sources, trees).map { SourceRewriter.rewrite($0, tree: $1, optionals: optionals) }
        self.rewritten = rewritten
        candidates = CandidateFinder.candidates(from: collector)
        classNames = collector.classes.map(\.name)
    }
}
