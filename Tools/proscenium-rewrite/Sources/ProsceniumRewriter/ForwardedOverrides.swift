import ProsceniumLoading
import SwiftSyntax

/// Overrides written in an extension of a class the files declare, of a member the library
/// declares: `extension Dialog { override func viewDidLayoutSubviews() }`. UIKit's members are
/// `@objc` on iOS, so an extension may override them; Swift without the Objective-C runtime
/// refuses ("declared in 'UIViewController' cannot be overridden from extension"). The override
/// moves into the class's own body, keeping every line where it was:
/// - the extension's implementation is renamed `__psc_ext_TYPE_NAME` (`override` and `open`
///   blanked); its `super.NAME` still reaches the superclass's member, as from any method of the
///   class;
/// - the class's body gets, on the line of its closing brace, an `override` of the original name
///   calling it (a property's getter, and setter if it has one, pass through), as accessible as
///   the original was (a `public extension`'s members are public); a `class var` stays one.
/// A member the files declare is `ExtensionOverrides`' to rewrite. Left as written (the compiler
/// then says why, on the user's line): generic, `async`, `throws`, `inout` and variadic members,
/// observers, subscripts, members inside `#if`, those of an extension with a `where` clause or of
/// a class the files do not declare exactly once, a member the class's body or another extension
/// declares too, and one less accessible than its class (an `internal` override in a `public`
/// class, which Swift refuses in the class's body too: the forwarder would be the one refused, on
/// the line of the class's closing brace).
/// A forwarder stands for its member: an error in it (the library lacks the member, or a type of
/// its signature) is the user's at the member's name, or at the token of theirs it repeats (a
/// type, a default value, an attribute), where swiftc says it of the member itself; each span of
/// the forwarder carries that place (`SourceEdit.standsFor`).
struct ForwardedOverrides: Sendable {
    /// Edits by file: the extensions' renames and blanked keywords, the classes' forwarders.
    private(set) var edits: [Int: [SourceEdit]] = [:]
    /// Entries looked at to match the overrides with their classes (`AnalysedSources.probes`).
    private(set) var probes = 0

    /// The implementation's new name: `__psc_ext_Outer_Inner_name` for `Outer.Inner`.
    static func implementation(_ owner: String, _ name: String) -> String {
        "__psc_ext_\(String(owner.map { $0 == "." ? "_" : $0 }))_\(name)"
    }

    /// The overrides in `trees` to forward; `handled` is the rewrite of members the files declare.
    init(in trees: [SourceFileSyntax], besides handled: ExtensionOverrides) {
        let collector = OverrideCollector()
        for (index, tree) in trees.enumerated() {
            collector.file = index
            collector.walk(tree)
        }
        // `ExtensionOverrides` renames what it rewrites; its names must stay its own.
        var taken: Set<[Int]> = []
        for declarations in handled.groups.values {
            for d in declarations { taken.insert([d.file, d.nameRange.lowerBound]) }
        }
        var perMember: [String: Int] = [:]
        for c in collector.candidates { perMember[c.owner + "." + c.signatureKey, default: 0] += 1 }
        var forwarders: [String: [[(text: String, standsFor: SourcePlace)]]] = [:]
        var owners: [String] = []
        var converters: [Int: SourceLocationConverter] = [:]
        for c in collector.candidates {
            probes += 1
            // Another declaration of the name in the files may be what it overrides, or another
            // override of it on the class: either way a forwarder would be a second declaration.
            guard !taken.contains([c.file, c.nameRange.lowerBound]), !collector.declared.contains(c.name),
                perMember[c.owner + "." + c.signatureKey] == 1, let bodies = collector.classes[c.owner],
                bodies.count == 1, let body = bodies.first, !body.members.contains(c.name)
            else { continue }
            // The library's members are public or open: an override is as accessible as its class
            // or as public, whichever is less. (A class another file extends is at least internal,
            // so the implementation is never `private` to a file the forwarder is not in.)
            guard c.access >= min(body.access, Access.public) else { continue }
            let renamed = Self.implementation(c.owner, c.name.name)
            edits[c.file, default: []] += [
                SourceEdit(start: c.nameRange.lowerBound, end: c.nameRange.upperBound, replacement: renamed),
                .blanking(c.overrideRange),
            ]
            edits[c.file, default: []] += [c.openRange].compactMap { $0 }.map(SourceEdit.blanking)
            if forwarders[c.owner] == nil { owners.append(c.owner) }
            let converter = converters[c.file] ?? SourceLocationConverter(fileName: "", tree: trees[c.file])
            converters[c.file] = converter
            func place(_ offset: Int) -> SourcePlace {
                let at = converter.location(for: AbsolutePosition(utf8Offset: offset))
                return SourcePlace(file: c.file, line: at.line, column: at.column)
            }
            // The forwarder's own text stands for the member's name (where swiftc says that a
            // member overrides nothing); a token repeated from the member, for where it was.
            let member = place(c.nameRange.lowerBound)
            var pieces: [(text: String, standsFor: SourcePlace)] = []
            for piece in c.forwarder(calling: renamed).pieces {
                let standsFor = piece.origin.map { place($0) } ?? member
                if let last = pieces.last, last.standsFor == standsFor {
                    pieces[pieces.count - 1].text += piece.text
                } else {
                    pieces.append((piece.text, standsFor))
                }
            }
            forwarders[c.owner, default: []].append(pieces)
        }
        for owner in owners {
            guard let body = collector.classes[owner]?.first, let members = forwarders[owner] else { continue }
            // Insertions at one offset, applied in order: the forwarders, `; ` between them.
            func insert(_ text: String, standsFor: SourcePlace? = nil) {
                guard !text.isEmpty else { return }
                edits[body.file, default: []].append(
                    SourceEdit(start: body.brace, end: body.brace, replacement: text, standsFor: standsFor))
            }
            insert(body.prefix)
            for (index, pieces) in members.enumerated() {
                if index > 0 { insert("; ") }
                for piece in pieces { insert(piece.text, standsFor: piece.standsFor) }
            }
            insert(" ")
        }
    }
}

/// A forwarder's text: pieces of the rewrite's own, and tokens repeated from the user's member,
/// each with its UTF-8 offset in the member's file (`origin`).
private struct Snippet: ExpressibleByStringLiteral {
    struct Piece {
        var text: String
        var origin: Int?
    }

    private(set) var pieces: [Piece] = []

    init(_ text: String, origin: Int? = nil) {
        if !text.isEmpty { pieces = [Piece(text: text, origin: origin)] }
    }

    init(stringLiteral text: String) { self.init(text) }

    var text: String { pieces.map(\.text).joined() }
    var isEmpty: Bool { pieces.isEmpty }

    static func + (lhs: Snippet, rhs: Snippet) -> Snippet {
        var joined = lhs
        joined.pieces += rhs.pieces
        return joined
    }

    static func += (lhs: inout Snippet, rhs: Snippet) { lhs.pieces += rhs.pieces }

    /// `items` with `separator` between them.
    static func joined(_ items: [Snippet], separator: Snippet) -> Snippet {
        var out = Snippet("")
        for (index, item) in items.enumerated() {
            if index > 0 { out += separator }
            out += item
        }
        return out
    }
}

/// Classes with where their closing brace is, every member name declared in a class or an
/// extension, and the overrides extensions write that a forwarder could stand in for.
private final class OverrideCollector: SyntaxVisitor {
    typealias Key = ExtensionOverrides.Key

    /// A class's body: where a forwarder goes, and what the body itself declares.
    struct ClassBody {
        var file: Int
        /// UTF-8 offset of the closing brace; forwarders go just before it.
        var brace: Int
        /// What separates the forwarders from code before the brace on its line (`; `, ` `, or nothing).
        var prefix: String
        var members: Set<Key>
        /// The class's access (`Access`), as far as its own declaration and those around it say.
        var access: Int
    }

    /// An `override` an extension writes that could be forwarded.
    struct Candidate {
        var file: Int
        /// The extended class, as the extension names it (`Outer.Inner`).
        var owner: String
        var name: Key
        /// The name and argument labels with the parameters' types, to tell overloads apart.
        var signatureKey: String
        var nameRange: Range<Int>
        var overrideRange: Range<Int>
        /// The member's access, or its setter's if less (`Access`).
        var access: Int
        /// Its `open`, blanked: the forwarder is what subclasses override, and an extension's
        /// `open` member that cannot be overridden draws a warning.
        var openRange: Range<Int>?
        /// Attributes and modifiers the forwarder repeats, each followed by a space.
        var prefix: Snippet
        /// For a function, `(_ animated: Bool) -> Int` and the arguments passed on,
        /// `(animated)`; for a property, its type and whether it has a setter.
        var kind: Kind

        enum Kind {
            case function(signature: Snippet, arguments: String)
            case property(type: Snippet, settable: Bool)
        }

        func forwarder(calling renamed: String) -> Snippet {
            switch kind {
            case .function(let signature, let arguments):
                return prefix + Snippet("override func \(name.name)") + signature
                    + Snippet(" { \(renamed)\(arguments) }")
            case .property(let type, let settable):
                let accessors = settable ? "get { \(renamed) } set { \(renamed) = newValue }" : renamed
                return prefix + Snippet("override var \(name.name): ") + type + Snippet(" { \(accessors) }")
            }
        }
    }

    var file = 0
    /// Each class the files declare, by qualified name (`Outer.Inner`); more than one is ambiguous.
    var classes: [String: [ClassBody]] = [:]
    /// Every member name declared (not overridden) in a class or an extension.
    var declared: Set<Key> = []
    var candidates: [Candidate] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let brace = node.memberBlock.rightBrace
        guard let name = Self.qualifiedName(node), brace.presence == .present else { return .visitChildren }
        let previous = brace.previousToken(viewMode: .sourceAccurate)
        let trailing = previous?.trailingTrivia ?? []
        let firstOnLine =
            previous == nil || brace.leadingTrivia.contains(where: \.isNewline)
            || trailing.contains(where: \.isNewline)
        let glued = brace.leadingTrivia.isEmpty && trailing.isEmpty
        let prefix: String
        if firstOnLine {
            prefix = ""
        } else if let previous, [.leftBrace, .semicolon].contains(previous.tokenKind) {
            prefix = glued ? " " : ""
        } else {
            // Code before the brace on its line: declarations on one line need a `;` between them.
            prefix = "; "
        }
        var members: Set<Key> = []
        for item in node.memberBlock.members {
            members.formUnion(Self.keys(of: item.decl))
        }
        classes[name, default: []].append(
            ClassBody(
                file: file, brace: brace.positionAfterSkippingLeadingTrivia.utf8Offset, prefix: prefix,
                members: members, access: Self.access(of: node)))
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let (owner, direct) = Self.owner(of: node) else { return .skipChildren }
        guard let key = Self.keys(of: DeclSyntax(node)).first else { return .skipChildren }
        guard let override = Self.overrideKeyword(node.modifiers), !SourceRewriter.isLayerDelegateMethod(node) else {
            if owner.is(ClassDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self) { declared.insert(key) }
            return .skipChildren
        }
        guard direct, let ext = owner.as(ExtensionDeclSyntax.self), ext.genericWhereClause == nil,
            node.name.tokenKind.isIdentifier, node.genericParameterClause == nil, node.genericWhereClause == nil,
            node.signature.effectSpecifiers == nil, node.body != nil,
            let (signature, arguments, types) = Self.forwarded(node.signature)
        else { return .skipChildren }
        let labels = key.labels ?? []
        let signatureKey = "\(key.name)(\(zip(labels, types).map { "\($0): \($1.text)" }.joined(separator: ", ")))"
        append(
            key: key, signatureKey: signatureKey, in: ext, override: override, modifiers: node.modifiers,
            attributes: node.attributes, name: node.name,
            kind: .function(signature: signature, arguments: arguments))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let (owner, direct) = Self.owner(of: node) else { return .skipChildren }
        let keys = Self.keys(of: DeclSyntax(node))
        guard let override = Self.overrideKeyword(node.modifiers) else {
            if owner.is(ClassDeclSyntax.self) || owner.is(ExtensionDeclSyntax.self) { declared.formUnion(keys) }
            return .skipChildren
        }
        // A computed property: `{ … }`, or `get` with or without `set` (observers need storage).
        guard direct, let ext = owner.as(ExtensionDeclSyntax.self), ext.genericWhereClause == nil,
            node.bindingSpecifier.tokenKind == .keyword(.var), node.bindings.count == 1,
            let binding = node.bindings.first, binding.initializer == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
            let typeAnnotation = binding.typeAnnotation, let type = Self.oneLine(typeAnnotation.type),
            let block = binding.accessorBlock
        else { return .skipChildren }
        var settable = false
        if case .accessors(let list) = block.accessors {
            let kinds = list.map(\.accessorSpecifier.text)
            guard kinds.contains("get"), kinds.allSatisfy({ ["get", "set"].contains($0) }),
                list.allSatisfy({ $0.effectSpecifiers == nil })
            else { return .skipChildren }
            settable = kinds.contains("set")
        }
        append(
            key: Key(name: name.text, labels: nil), signatureKey: name.text, in: ext, override: override,
            modifiers: node.modifiers, attributes: node.attributes, name: name,
            kind: .property(type: type, settable: settable))
        return .skipChildren
    }

    private func append(
        key: Key, signatureKey: String, in ext: ExtensionDeclSyntax,
        override: DeclModifierSyntax, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax,
        name: TokenSyntax, kind: Candidate.Kind
    ) {
        let access = Set(Access.ranks.keys)
        // An array, not the list: `filter` on a syntax collection rebuilds the tree to its root.
        let words = Array(modifiers)
        // `class var layerClass` stays a class member; `dynamic` and the like stay with the implementation.
        let repeated: Set<String> = ["final", "nonisolated", "class", "static"]
        let written = words.filter { access.contains($0.name.text) || repeated.contains($0.name.text) }
        let explicit = words.first { access.contains($0.name.text) && $0.detail == nil }?.name.text
        // A member of `public extension` is public without saying so; of `private extension`, fileprivate.
        let implied = Array(ext.modifiers).first { access.contains($0.name.text) }?.name.text
        let effective = explicit ?? implied.map { $0 == "private" ? "fileprivate" : $0 }
        var prefix = Snippet("")
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                !SourceRewriter.blankedAttributes.contains(attribute.attributeName.trimmedDescription)
            else { continue }
            guard let text = Self.oneLine(attribute) else { return }
            prefix += text + " "
        }
        if explicit == nil, let effective, effective != "internal" { prefix += Snippet(effective + " ") }
        for word in written {
            guard let text = Self.oneLine(word) else { return }
            prefix += text + " "
        }
        candidates.append(
            Candidate(
                file: file, owner: Self.written(ext.extendedType), name: key, signatureKey: signatureKey,
                nameRange: Self.range(name), overrideRange: Self.range(override),
                access: min(
                    Access.rank(effective),
                    words.filter { $0.detail != nil }.map { Access.rank($0.name.text) }.min() ?? Access.open),
                openRange: words.first { $0.name.text == "open" }.map { Self.range($0) },
                prefix: prefix, kind: kind))
    }

    private static func range(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    private static func overrideKeyword(_ modifiers: DeclModifierListSyntax) -> DeclModifierSyntax? {
        modifiers.first { $0.name.tokenKind == .keyword(.override) }
    }

    /// The forwarder's parameter clause and result, `(_ animated: Bool) -> Int`; the call's
    /// arguments, `(animated)`; and the parameters' types. Nil when a parameter is `inout` or
    /// variadic (or its text spans lines, which a forwarder on one line cannot hold).
    private static func forwarded(_ signature: FunctionSignatureSyntax) -> (Snippet, String, [Snippet])? {
        var parameters: [Snippet] = []
        var arguments: [String] = []
        var types: [Snippet] = []
        for (index, parameter) in signature.parameterClause.parameters.enumerated() {
            guard parameter.ellipsis == nil, let type = oneLine(parameter.type), !type.text.hasPrefix("inout ")
            else { return nil }
            let label = parameter.firstName.text
            // A parameter the body does not name (`_ : Int`) gets a name to pass on.
            let inner = (parameter.secondName ?? parameter.firstName).text
            let name = inner == "_" ? "__p\(index)" : inner
            var text =
                Snippet(parameter.secondName == nil && label != "_" ? "\(label): " : "\(label) \(name): ") + type
            if let value = parameter.defaultValue {
                guard let written = oneLine(value.value) else { return nil }
                text += " = " + written
            }
            if !parameter.attributes.isEmpty {
                guard let written = oneLine(parameter.attributes) else { return nil }
                text = written + " " + text
            }
            parameters.append(text)
            arguments.append(label == "_" ? name : "\(label): \(name)")
            types.append(type)
        }
        var clause = "(" + Snippet.joined(parameters, separator: ", ") + ")"
        if let result = signature.returnClause {
            guard let written = oneLine(result) else { return nil }
            clause += " " + written
        }
        return (clause, "(" + arguments.joined(separator: ", ") + ")", types)
    }

    /// `node`'s tokens on one line, a space wherever trivia (spaces, line breaks, comments)
    /// separated two, each token with where it is in its file; nil when a token itself spans
    /// lines (a multi-line string).
    static func oneLine(_ node: some SyntaxProtocol) -> Snippet? {
        var out = Snippet("")
        var gap = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if token.text.contains(where: \.isNewline) { return nil }
            if !out.isEmpty && (gap || !token.leadingTrivia.isEmpty) { out += " " }
            out += Snippet(token.text, origin: token.positionAfterSkippingLeadingTrivia.utf8Offset)
            gap = !token.trailingTrivia.isEmpty
        }
        return out
    }

    /// A type as its tokens, without trivia: `Outer.Inner`.
    private static func written(_ type: TypeSyntax) -> String {
        type.tokens(viewMode: .sourceAccurate).map(\.text).joined()
    }

    /// The names a class member declares: a function's with its labels, each variable's.
    private static func keys(of decl: DeclSyntax) -> [Key] {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
            return [Key(name: function.name.text, labels: labels)]
        }
        guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
        return variable.bindings.flatMap { binding in
            binding.pattern.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind.isIdentifier }.map {
                Key(name: $0.text, labels: nil)
            }
        }
    }

    /// The class or extension (or other type) whose member block `node` is in, and whether
    /// directly (not inside `#if`); nil for a local declaration.
    private static func owner(of node: some SyntaxProtocol) -> (Syntax, Bool)? {
        var direct = true
        var current = node.parent
        while let n = current {
            if n.is(MemberBlockSyntax.self) { return n.parent.map { ($0, direct) } }
            if n.is(IfConfigClauseSyntax.self) {
                direct = false
            } else if !(n.is(MemberBlockItemSyntax.self) || n.is(MemberBlockItemListSyntax.self)
                || n.is(IfConfigClauseListSyntax.self) || n.is(IfConfigDeclSyntax.self))
            {
                return nil
            }
            current = n.parent
        }
        return nil
    }

    /// How accessible a class is: its own access word, or its extension's for one declared in an
    /// extension (internal without either), no more than each type around it says.
    private static func access(of node: ClassDeclSyntax) -> Int {
        // A `private` type is as accessible as a `fileprivate` one to what its file declares
        // (taking a nested one's `private` so too errs on the side of forwarding).
        func written(_ modifiers: DeclModifierListSyntax) -> String? {
            let word = modifiers.first { Access.ranks[$0.name.text] != nil && $0.detail == nil }?.name.text
            return word == "private" ? "fileprivate" : word
        }
        let inExtension = node.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self)
        var rank = Access.rank(written(node.modifiers) ?? inExtension.flatMap { written($0.modifiers) })
        var current = node.parent
        while let n = current {
            let around =
                n.as(ClassDeclSyntax.self)?.modifiers ?? n.as(StructDeclSyntax.self)?.modifiers
                ?? n.as(EnumDeclSyntax.self)?.modifiers ?? n.as(ActorDeclSyntax.self)?.modifiers
            if let around { rank = min(rank, Access.rank(written(around))) }
            current = n.parent
        }
        return rank
    }

    /// The name an extension of `node` would use: `Inner`, or `Outer.Inner` nested in `Outer`
    /// (or in an extension of it). Nil for a class declared inside a function or closure, which
    /// no extension can name.
    private static func qualifiedName(_ node: ClassDeclSyntax) -> String? {
        var parts = [node.name.text]
        var current = node.parent
        while let n = current {
            if let d = n.as(ClassDeclSyntax.self) {
                parts.insert(d.name.text, at: 0)
            } else if let d = n.as(StructDeclSyntax.self) {
                parts.insert(d.name.text, at: 0)
            } else if let d = n.as(EnumDeclSyntax.self) {
                parts.insert(d.name.text, at: 0)
            } else if let d = n.as(ActorDeclSyntax.self) {
                parts.insert(d.name.text, at: 0)
            } else if let d = n.as(ExtensionDeclSyntax.self) {
                parts.insert(written(d.extendedType), at: 0)
            } else if n.is(CodeBlockSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorBlockSyntax.self)
                || n.is(ProtocolDeclSyntax.self)
            {
                return nil
            }
            current = n.parent
        }
        return parts.joined(separator: ".")
    }
}

/// Access levels as ranks to compare, least accessible first.
private enum Access {
    static let ranks = ["private": 0, "fileprivate": 1, "internal": 2, "package": 3, "public": 4, "open": 5]
    static let `public` = 4
    static let open = 5

    /// The rank of an access word; none written is internal.
    static func rank(_ word: String?) -> Int { word.flatMap { ranks[$0] } ?? 2 }
}

extension TokenKind {
    /// An identifier (a name, not an operator or a keyword).
    fileprivate var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
