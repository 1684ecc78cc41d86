import ProsceniumLoading
import SwiftSyntax

/// Members declared in an extension of a class and overridden in a subclass, which Objective-C
/// allows (on iOS such members are `@objc`: a protocol's requirement, an `@objc open var`) and
/// Swift without the Objective-C runtime refuses ("declarations in extensions cannot override
/// yet"). Each becomes dynamic dispatch written out in Swift, keeping every line where it was:
/// - every implementation (the extension's, and each `override`) is renamed `__psc_TYPE_NAME`
///   (the `override` keyword blanked to its width), so none overrides another;
/// - one function per member, `__psc_NAME`, picks at run time the implementation of the most
///   derived class the object is an instance of (or, for `super.NAME` inside `TYPE`'s
///   implementation, of the most derived strict ancestor of `TYPE`);
/// - an extension of each declaring class gets a member of the original name that calls it, so
///   protocol conformances and callers see the member they named.
/// What is generated goes after the last line of the file that declares the first such member.
/// A member with generic parameters, `async`, `throws`, an `inout` or variadic parameter, or
/// stored, is left as written (the compiler then says why, on the user's line).
struct ExtensionOverrides: Sendable {
    /// A member, as its name and argument labels: `layoutSize`, `animateTransition(using:)`.
    struct Key: Hashable, Sendable {
        var name: String
        /// `nil` for a property.
        var labels: [String]?

        /// The generated function's suffix: `layoutSize`, `animateTransition_using`.
        var mangled: String {
            guard let labels, !labels.isEmpty else { return name }
            return ([name] + labels).joined(separator: "_")
        }
    }

    /// One declaration of a member in the loaded files.
    struct Declaration: Sendable {
        var key: Key
        var file: Int
        /// The class or extended class it belongs to.
        var owner: String
        var isOverride: Bool
        var inExtension: Bool
        /// UTF-8 range of the name token, and of the `override` keyword.
        var nameRange: Range<Int>
        var overrideRange: Range<Int>?
        /// `private` and `fileprivate`, blanked: the generated dispatch in another file calls it.
        var hiddenRanges: [Range<Int>]
        /// Access and other modifiers a dispatcher repeats (`public`, `open`), written out.
        var modifiers: String
        /// For a function: `(using transitionContext: UIViewControllerContextTransitioning)`;
        /// for a property: its type.
        var signature: String
        /// The function type an implementation has, `(UIViewControllerContextTransitioning) -> Void`
        /// or, for a property, `() -> CGSize`'s result `CGSize`.
        var valueType: String
        /// The parameters' inner names, passed on by the dispatcher.
        var parameterNames: [String]
        /// `super.NAME` accesses inside this declaration: the member access's range, and the
        /// ranges of the call's argument labels (a function value is called without them).
        var superCalls: [(access: Range<Int>, labels: [Range<Int>])]
    }

    /// Keys whose declarations are rewritten, and those declarations.
    private(set) var groups: [Key: [Declaration]] = [:]
    /// The order keys were first declared in, so the generated text is the same every time.
    private(set) var order: [Key] = []
    /// Declarations looked at to group them (`AnalysedSources.probes`).
    private(set) var probes = 0

    init(in trees: [SourceFileSyntax], classes: Set<String>) {
        var declarations: [Declaration] = []
        for (index, tree) in trees.enumerated() {
            let collector = MemberCollector(file: index)
            collector.walk(tree)
            declarations += collector.declarations
        }
        var byKey: [Key: [Declaration]] = [:]
        var seen: [Key] = []
        for d in declarations {
            if byKey[d.key] == nil { seen.append(d.key) }
            byKey[d.key, default: []].append(d)
        }
        for key in seen {
            let all = byKey[key] ?? []
            let bases = all.filter { !$0.isOverride && Self.isClass($0.owner, classes: classes) }
            let baseOwners = Set(bases.map(\.owner))
            let overrides = all.filter { $0.isOverride && !baseOwners.contains($0.owner) }
            probes += all.count
            // Swift refuses only what involves an extension: a member declared in one and
            // overridden, or an override written in one of a member the files declare.
            guard !bases.isEmpty, !overrides.isEmpty,
                bases.contains(where: \.inExtension) || overrides.contains(where: \.inExtension),
                Set(bases.map(\.valueType)).count == 1
            else { continue }
            groups[key] = bases + overrides
            order.append(key)
        }
    }

    /// A type the extension's members could be overridden on: a class the files declare, or one of
    /// UIKit's (which an app extends, as `extension UIView: LayoutSizable`).
    static func isClass(_ name: String, classes: Set<String>) -> Bool {
        classes.contains(name) || SourceRewriter.uikitViews.contains(name) || uikitClasses.contains(name)
    }

    static let uikitClasses: Set<String> = UIKitClassNames.viewControllers.union(
        UIKitClassNames.presentationControllers
    ).union([
        "NSObject", "UIPercentDrivenInteractiveTransition", "UIGestureRecognizer", "UIPanGestureRecognizer",
        "UIResponder",
    ])

    /// The implementation's new name.
    static func implementation(_ owner: String, _ key: Key) -> String {
        "__psc_\(owner.replacingDots())_\(key.name)"
    }

    /// The edits to file `file`: names, `override` keywords and `super` calls.
    func edits(inFile file: Int) -> [SourceEdit] {
        var edits: [SourceEdit] = []
        for key in order {
            for d in groups[key] ?? [] where d.file == file {
                edits.append(
                    SourceEdit(
                        start: d.nameRange.lowerBound, end: d.nameRange.upperBound,
                        replacement: Self.implementation(d.owner, key)))
                if let range = d.overrideRange { edits.append(.blanking(range)) }
                edits += d.hiddenRanges.map(SourceEdit.blanking)
                // A base's `super` is UIKit's member, which it does not override here.
                for call in d.superCalls where d.isOverride {
                    let pick = "__psc_\(key.mangled)(self, above: \(d.owner).self)"
                    let text = key.labels == nil ? pick + "()" : pick
                    edits.append(
                        SourceEdit(start: call.access.lowerBound, end: call.access.upperBound, replacement: text))
                    edits += call.labels.map(SourceEdit.blanking)
                }
            }
        }
        return edits
    }

    /// The file that carries the generated text: the one declaring the first rewritten member.
    var carrier: Int? { order.first.flatMap { groups[$0]?.first?.file } }

    /// What goes after the last line of file `file` (nothing unless it is the carrier).
    func appended(toFile file: Int) -> String {
        guard file == carrier else { return "" }
        var out = """
            func __pscMostDerived<F>(_ impls: [(Any.Type, (Any.Type) -> Bool, () -> F)], _ type: Any.Type, _ above: Any.Type?) -> F { \
            let from = above ?? type; \
            let fits = impls.filter { $0.1(from) && (above.map { ObjectIdentifier($0) } != ObjectIdentifier($0.0)) }; \
            return fits.first { c in fits.allSatisfy { $0.1(c.0) } }!.2() }

            """
        for key in order {
            guard let all = groups[key], let first = all.first else { continue }
            let functionType = key.labels == nil ? "() -> \(first.valueType)" : first.valueType
            let impls = all.map { d -> String in
                let name = Self.implementation(d.owner, key)
                // `f(using:)` names a method with arguments; a method without is named bare.
                let labels = key.labels.map { $0.isEmpty ? "" : "(" + $0.map { "\($0):" }.joined() + ")" } ?? ""
                let value =
                    key.labels == nil
                    ? "{ (object as! \(d.owner)).\(name) }" : "(object as! \(d.owner)).\(name)\(labels)"
                return "(\(d.owner).self, { $0 is \(d.owner).Type }, { \(value) })"
            }
            out +=
                "func __psc_\(key.mangled)(_ object: AnyObject, above: Any.Type?) -> \(functionType) { "
                + "__pscMostDerived([\(impls.joined(separator: ", "))], type(of: object), above) }\n"
            for base in all where !base.isOverride {
                let modifiers = base.modifiers.isEmpty ? "" : base.modifiers + " "
                let member: String
                if key.labels == nil {
                    member =
                        "\(modifiers)var \(key.name): \(base.signature) { __psc_\(key.mangled)(self, above: nil)() }"
                } else {
                    let arguments = base.parameterNames.joined(separator: ", ")
                    member =
                        "\(modifiers)func \(key.name)\(base.signature) { __psc_\(key.mangled)(self, above: nil)(\(arguments)) }"
                }
                out += "extension \(base.owner) { \(member) }\n"
            }
        }
        return out
    }
}

/// Collects the members of top-level classes and extensions.
private final class MemberCollector: SyntaxVisitor {
    let file: Int
    var declarations: [ExtensionOverrides.Declaration] = []
    /// The enclosing class or extension, and whether it is an extension.
    private var owners: [(String, Bool)] = []

    init(file: Int) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append((node.name.text, false))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append((node.extendedType.trimmedDescription, true))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }
    // Members of other types (structs, enums, protocols) are never overridden.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Whether `node` is a direct member of the innermost class or extension.
    private func isMember(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.parent?.parent?.is(MemberBlockSyntax.self) == true
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let (owner, inExtension) = owners.last, isMember(node),
            !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
            node.genericParameterClause == nil, node.signature.effectSpecifiers == nil
        else { return .skipChildren }
        let parameters = node.signature.parameterClause.parameters
        guard
            !parameters.contains(where: {
                $0.ellipsis != nil || $0.type.trimmedDescription.hasPrefix("inout") || $0.defaultValue != nil
            })
        else { return .skipChildren }
        let labels = parameters.map(\.firstName.text)
        let types = parameters.map(\.type.trimmedDescription)
        let returns = node.signature.returnClause?.type.trimmedDescription ?? "Void"
        let names = parameters.map { ($0.secondName ?? $0.firstName).text }
        let key = ExtensionOverrides.Key(name: node.name.text, labels: labels)
        declarations.append(
            declaration(
                key: key, owner: owner, inExtension: inExtension, modifiers: node.modifiers, name: node.name,
                signature: node.signature.trimmedDescription,
                valueType: "(\(types.joined(separator: ", "))) -> \(returns)", parameterNames: names,
                body: Syntax(node)))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // A computed, read-only property: `var layoutSize: CGSize { … }` or `{ get { … } }`.
        guard let (owner, inExtension) = owners.last, isMember(node), node.bindingSpecifier.text == "var",
            !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
            node.bindings.count == 1, let binding = node.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            let type = binding.typeAnnotation?.type.trimmedDescription, let accessors = binding.accessorBlock
        else { return .skipChildren }
        if case .accessors(let list) = accessors.accessors,
            list.contains(where: { $0.accessorSpecifier.text != "get" })
        {
            return .skipChildren
        }
        let key = ExtensionOverrides.Key(name: name.text, labels: nil)
        declarations.append(
            declaration(
                key: key, owner: owner, inExtension: inExtension, modifiers: node.modifiers, name: name,
                signature: type, valueType: type, parameterNames: [], body: Syntax(node)))
        return .skipChildren
    }

    private func declaration(
        key: ExtensionOverrides.Key, owner: String, inExtension: Bool, modifiers: DeclModifierListSyntax,
        name: TokenSyntax, signature: String, valueType: String, parameterNames: [String], body: Syntax
    ) -> ExtensionOverrides.Declaration {
        // An array, not the list: swift-syntax's `filter` on a collection node builds a new tree
        // up to the root, copying every sibling on the way (each member of the class), which made
        // a class's members quadratic.
        let words = Array(modifiers)
        let overrideKeyword = words.first { $0.name.text == "override" }
        let kept = words.filter { ["public", "open", "internal"].contains($0.name.text) }
        let hidden = words.filter { ["fileprivate", "private"].contains($0.name.text) }.map {
            $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset
        }
        let superCalls = SuperCalls(key: key)
        superCalls.walk(body)
        return ExtensionOverrides.Declaration(
            key: key, file: file, owner: owner, isOverride: overrideKeyword != nil, inExtension: inExtension,
            nameRange: name.positionAfterSkippingLeadingTrivia
                .utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
            overrideRange: overrideKeyword.map {
                $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset
            },
            hiddenRanges: hidden, modifiers: kept.map(\.trimmedDescription).joined(separator: " "),
            signature: signature,
            valueType: valueType, parameterNames: parameterNames, superCalls: superCalls.found)
    }
}

/// `super.NAME` and `super.NAME(label: …)` inside one declaration.
private final class SuperCalls: SyntaxVisitor {
    let key: ExtensionOverrides.Key
    var found: [(access: Range<Int>, labels: [Range<Int>])] = []

    init(key: ExtensionOverrides.Key) {
        self.key = key
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text == key.name else {
            return .visitChildren
        }
        let access =
            node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        var labels: [Range<Int>] = []
        if key.labels != nil, let call = node.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == node.id
        {
            for argument in call.arguments {
                guard let label = argument.label, let colon = argument.colon else { continue }
                labels.append(
                    label.positionAfterSkippingLeadingTrivia
                        .utf8Offset..<colon.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        } else if key.labels != nil {
            return .visitChildren
        }
        found.append((access, labels))
        return .visitChildren
    }
}

extension String {
    fileprivate func replacingDots() -> String {
        String(map { $0 == "." ? "_" : $0 })
    }
}
