import SwiftSyntax

/// The `@objc optional` requirements of protocols, which Linux cannot declare: each becomes a
/// plain requirement with a default in an extension, so a conforming type may leave it out as on
/// iOS.
/// - One that returns nothing gets an empty default; `delegate?.f?()` loses its `?` and calls it.
/// - One that returns a value `R` (a function, or a read-only property) is asked as
///   `delegate?.f?()`, whose value is `R?`: nil when the object lacks it. The requirement is renamed
///   `__opt_f` and returns `R?` (default `nil`); the protocol's extension gets `f` returning `R?`
///   that asks `__opt_f`, which is what a caller holding the protocol type reaches; each type the
///   files declare conforming and implementing `f` gets `__opt_f` answering with its own `f`, which
///   keeps its type, so code that calls it on the concrete type (`DefaultBehavior().f`) is unchanged.
/// Generic requirements and properties with a setter are left as written (the compiler says why).
/// Defaults and witnesses are `public` when the protocol is.
struct OptionalRequirements: Sendable {
    struct Requirement: Sendable {
        var protocolName: String
        var name: String
        /// Argument labels; nil for a property.
        var labels: [String]?
        /// The parameter clause as written (functions), and the inner names passed on.
        var parameters: String
        var parameterNames: [String]
        /// `R?` for one that returns a value; nil for one that returns nothing.
        var optionalResult: String?
        /// `R` as an implementation returns it (`R!` unwrapped), so a witness names the
        /// implementation's own member and not the protocol extension's `R?` one of the same name.
        var result = ""
        /// The declaration's file, and whether the protocol is public.
        var file: Int
        var isPublic: Bool
        var returnClause: String

        var key: String { OptionalRequirements.key(name, labels) }
        var hidden: String { "__opt_" + name }
        var access: String { isPublic ? "public " : "" }
        /// The arguments, as a call passes them on: `(fpc, to: proposedState)`.
        var arguments: String {
            guard let labels else { return "" }
            let passed = zip(labels, parameterNames).map { label, name in label == "_" ? name : "\(label): \(name)" }
            return "(" + passed.joined(separator: ", ") + ")"
        }
        func declaration(_ name: String) -> String {
            if labels == nil { return "var \(name): \(optionalResult ?? "")" }
            return "func \(name)\(parameters) -> \(optionalResult ?? "")"
        }
    }
    var requirements: [Requirement] = []
    /// The functions' names (stored: the rewrite asks for each `?.f?()` it meets).
    private(set) var names: Set<String> = []
    /// Edits to the requirements, by file: `optional` blanked; for one that returns a value, the
    /// name becomes `__opt_NAME` and the type `R?`.
    private(set) var edits: [Int: [SourceEdit]] = [:]
    /// Conforming types implementing a requirement that returns a value, by file: (type, requirement).
    private var implementations: [Int: [(type: String, requirement: Requirement)]] = [:]
    /// Requirements looked at to find an implementation's (`AnalysedSources.probes`).
    private(set) var probes = 0

    init(in trees: [SourceFileSyntax]) {
        for (file, tree) in trees.enumerated() {
            for statement in tree.statements {
                guard let proto = statement.item.as(ProtocolDeclSyntax.self) else { continue }
                let isPublic = proto.modifiers.contains { ["public", "open"].contains($0.name.text) }
                for member in proto.memberBlock.members {
                    if let f = member.decl.as(FunctionDeclSyntax.self),
                        f.modifiers.contains(where: { $0.name.text == "optional" })
                    {
                        let returns = f.signature.returnClause?.type
                        let void = returns.map { ["Void", "()"].contains($0.trimmedDescription) } ?? true
                        if !void && f.genericParameterClause != nil { continue }
                        let parameters = f.signature.parameterClause.parameters
                        var requirement = Requirement(
                            protocolName: proto.name.text, name: f.name.text,
                            labels: parameters.map(\.firstName.text),
                            parameters: (f.genericParameterClause?.trimmedDescription ?? "")
                                + f.signature.parameterClause.trimmedDescription,
                            parameterNames: parameters.map { ($0.secondName ?? $0.firstName).text },
                            optionalResult: nil, file: file, isPublic: isPublic,
                            returnClause: f.signature.returnClause.map { " " + $0.trimmedDescription } ?? "")
                        if let returns, !void {
                            requirement.optionalResult = optionalise(returns, name: f.name, file: file)
                            requirement.result = Self.asImplemented(returns)
                        }
                        requirements.append(requirement)
                        blankOptional(in: f.modifiers, file: file)
                    } else if let v = member.decl.as(VariableDeclSyntax.self),
                        v.modifiers.contains(where: { $0.name.text == "optional" }), v.bindings.count == 1,
                        let binding = v.bindings.first,
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                        let type = binding.typeAnnotation?.type,
                        binding.accessorBlock?.description.contains("set") != true
                    {
                        var requirement = Requirement(
                            protocolName: proto.name.text, name: name.text, labels: nil, parameters: "",
                            parameterNames: [], optionalResult: optionalise(type, name: name, file: file),
                            file: file, isPublic: isPublic, returnClause: "")
                        requirement.result = Self.asImplemented(type)
                        requirements.append(requirement)
                        blankOptional(in: v.modifiers, file: file)
                    }
                }
            }
        }
        names = Set(requirements.filter { $0.labels != nil }.map(\.name))
        let valued = requirements.filter { $0.optionalResult != nil }
        guard !valued.isEmpty else { return }
        // Conformances from every file first: a class may conform in one and implement in another.
        var byProtocol: [String: [Requirement]] = [:]
        for r in valued { byProtocol[r.protocolName, default: []].append(r) }
        let finder = ConformanceFinder(protocols: Set(byProtocol.keys))
        for tree in trees { finder.walk(tree) }
        let implementers = Implementers(
            conforming: finder.found.mapValues { Set($0.flatMap { byProtocol[$0] ?? [] }.map(\.key)) })
        for (file, tree) in trees.enumerated() {
            implementers.file = file
            implementers.walk(tree)
        }
        // By key, and the witnesses written as a set: scanning every requirement and every
        // witness for each implementation was quadratic in a type's methods.
        let valuedByKey = Dictionary(grouping: valued, by: \.key)
        var witnessed: Set<[String]> = []
        for (file, found) in implementers.found {
            for (type, key) in found {
                probes += 1 + (valuedByKey[key]?.count ?? 0)
                // One witness per type and requirement (a type may conform twice over).
                for r in valuedByKey[key] ?? []
                where finder.found[type]?.contains(r.protocolName) == true
                    && witnessed.insert([String(file), type, key]).inserted
                {
                    implementations[file, default: []].append((type, r))
                }
            }
        }
    }

    /// `optional` on a requirement that gets a default: spaces of its width, as `@objc` before it.
    private mutating func blankOptional(in modifiers: DeclModifierListSyntax, file: Int) {
        guard let word = modifiers.first(where: { $0.name.text == "optional" }) else { return }
        edits[file, default: []].append(
            .blanking(
                word.positionAfterSkippingLeadingTrivia.utf8Offset..<word.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    /// Renames a requirement that returns a value and makes its type optional; returns `R?`.
    private mutating func optionalise(_ type: TypeSyntax, name: TokenSyntax, file: Int) -> String {
        let start = name.positionAfterSkippingLeadingTrivia.utf8Offset
        edits[file, default: []].append(
            SourceEdit(
                start: start, end: name.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "__opt_" + name.text))
        let optional = Self.optional(type)
        if let edit = optional.edit {
            edits[file, default: []].append(
                SourceEdit(start: edit.range.lowerBound, end: edit.range.upperBound, replacement: edit.text))
        }
        return optional.text
    }

    static func asImplemented(_ type: TypeSyntax) -> String {
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return iuo.wrappedType.trimmedDescription }
        let text = type.trimmedDescription
        return type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) || type.is(OptionalTypeSyntax.self)
            ? text : "(\(text))"
    }

    static func key(_ name: String, _ labels: [String]?) -> String {
        labels.map { "\(name)(\($0.map { "\($0):" }.joined()))" } ?? name
    }

    /// `R` as `R?`: the text, and the edit that makes it so where it is written (none when it is
    /// optional already). An implicitly unwrapped `R!` becomes `R?`; a type that is not a plain
    /// name (`any P`, a function type) is parenthesised.
    static func optional(_ type: TypeSyntax) -> (text: String, edit: (range: Range<Int>, text: String)?) {
        let text = type.trimmedDescription
        let start = type.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = type.endPositionBeforeTrailingTrivia.utf8Offset
        if type.is(OptionalTypeSyntax.self) { return (text, nil) }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return (iuo.wrappedType.trimmedDescription + "?", (end - 1..<end, "?"))
        }
        let plain =
            type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) || type.is(ArrayTypeSyntax.self)
            || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self)
        if plain { return (text + "?", (end..<end, "?")) }
        return ("(\(text))?", (start..<end, "(\(text))?"))
    }

    /// What goes after the last line of file `file`: the defaults of the protocols it declares, and
    /// the witnesses of the conforming types that implement a requirement returning a value there.
    func appended(toFile file: Int) -> String {
        var out = ""
        for r in requirements where r.file == file {
            guard r.optionalResult != nil else {
                out += "extension \(r.protocolName) { \(r.access)func \(r.name)\(r.parameters)\(r.returnClause) {} }\n"
                continue
            }
            let ask = r.labels == nil ? r.hidden : r.hidden + r.arguments
            out +=
                "extension \(r.protocolName) { \(r.access)\(r.declaration(r.hidden)) { nil }; "
                + "\(r.access)\(r.declaration(r.name)) { \(ask) } }\n"
        }
        for (type, r) in implementations[file] ?? [] {
            let answer = r.labels == nil ? r.name : r.name + r.arguments
            out += "extension \(type) { \(r.access)\(r.declaration(r.hidden)) { \(answer) as \(r.result) } }\n"
        }
        return out
    }
}

/// Which implementations of the requirements each conforming type declares, by file.
final class Implementers: SyntaxVisitor {
    var file = 0
    var found: [Int: [(type: String, key: String)]] = [:]
    /// Types declared or extended as conforming, with the requirement keys they may implement.
    private let conforming: [String: Set<String>]
    private var types: [String] = []

    init(conforming: [String: Set<String>]) {
        self.conforming = conforming
        super.init(viewMode: .sourceAccurate)
    }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        types.append(name)
        return .visitChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func record(_ key: String) {
        guard let type = types.last, conforming[type]?.contains(key) == true else { return }
        found[file, default: []].append((type, key))
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            OptionalRequirements.key(node.name.text, node.signature.parameterClause.parameters.map(\.firstName.text)))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { record(name) }
        }
        return .skipChildren
    }
}

/// Which types the files declare or extend as conforming to the protocols, and to which.
final class ConformanceFinder: SyntaxVisitor {
    let protocols: Set<String>
    var found: [String: Set<String>] = [:]

    init(protocols: Set<String>) {
        self.protocols = protocols
        super.init(viewMode: .sourceAccurate)
    }

    private func note(_ name: String, _ clause: InheritanceClauseSyntax?) {
        for inherited in clause?.inheritedTypes ?? [] where protocols.contains(inherited.type.trimmedDescription) {
            found[name, default: []].insert(inherited.type.trimmedDescription)
        }
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.extendedType.trimmedDescription, node.inheritanceClause)
        return .visitChildren
    }
}
