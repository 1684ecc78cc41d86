/// Turns declaration rows into Swift that compiles against UIKit's Swift interface exactly when the
/// library declares each row as Apple does: a member's type is compared exactly (through `inout`,
/// which admits no conversion), an `open` member is overridden from outside the module, a
/// designated initialiser is overridden, a convenience one is redeclared without `override` (the
/// error Xcode gives the other way round), and a `required` one is what a subclass must write.
/// Each row's code sits on lines of its own, so a compiler error names the row it came from.
struct ProbeWriter {
    let rows: [Declaration]

    /// Names the table declares as protocols (their members are reached through `any P`).
    private let protocols: Set<String>
    /// A class's superclass, from its own row's first listed supertype when that is a class.
    private let superclass: [String: String]
    /// Rows of each type, for the initialisers a subclass probe must write or call.
    private let rowsByType: [String: [Declaration]]
    /// `type.baseName` of functions and initialisers declared more than once (overloads): those
    /// are reached with a contextual type instead of an exact one.
    private let overloaded: Set<String>

    /// An enum's first listed supertype that is its raw type.
    static let rawTypes: Set<String> = ["Int", "UInt", "String", "Int32", "UInt32", "Double"]

    init(rows: [Declaration]) {
        self.rows = rows
        protocols = Set(rows.filter { $0.kind == .protocol }.map(\.name))
        let classes = Set(rows.filter { $0.kind == .class }.map(\.name))
        var superclass: [String: String] = [:]
        for row in rows where row.kind == .class {
            if let first = FunctionSignature.splitTopLevel(row.signature).first, classes.contains(first) {
                superclass[row.name] = first
            }
        }
        self.superclass = superclass
        rowsByType = Dictionary(grouping: rows, by: \.type)
        var seen: [String: Int] = [:]
        for row in rows where row.kind == .func || row.kind == .`init` {
            seen["\(row.type).\(row.name)", default: 0] += 1
            seen["\(row.type).\(row.baseName)#", default: 0] += 1
        }
        overloaded = Set(seen.filter { $0.value > 1 }.map(\.key))
    }

    /// The probe file, and for each row the range of its lines (1-based, inclusive).
    func write() -> (source: String, lines: [ClosedRange<Int>]) {
        var out = [
            "import UIKit",
            "func _v<T>() -> T { fatalError() }",
            "func _same<T>(_ a: inout T, _ b: inout T) {}",
        ]
        var ranges: [ClosedRange<Int>] = []
        for (index, row) in rows.enumerated() {
            let body = probe(row, id: "p\(index)")
            let start = out.count + 1
            out += body.isEmpty ? ["// \(row.qualifiedName): nothing to compile"] : body
            ranges.append(start...out.count)
        }
        return (out.joined(separator: "\n") + "\n", ranges)
    }

    // MARK: - One row

    /// Whether `probe` compiles the row: a generic function's signature (`<T: P>(T) -> R`) has no
    /// function type to compare with, so such a row is listed, not compiled.
    /// An opaque parameter (`some SymbolEffect`) is a generic parameter spelled another way.
    static func isCompiled(_ row: Declaration) -> Bool {
        !row.signature.hasPrefix("<") && !row.signature.hasPrefix("(some ") && !row.signature.contains(", some ")
    }

    /// Concrete arguments for the generic types' parameters: a generic type's members are probed
    /// on one specialisation of it (the importer gives every specialisation the same members).
    static let genericArguments: [String: [(parameter: String, argument: String)]] = [
        "NSLayoutAnchor": [("AnchorType", "NSLayoutXAxisAnchor")],
        "UIView.Invalidating": [("Value", "CGFloat"), ("InvalidationType", "UIView.Invalidations.Layout")],
        "UIViewController.ViewLoading": [("Value", "UIView")],
        "UIView.Invalidations.Tuple": [
            ("Invalidation1", "UIView.Invalidations.Layout"), ("Invalidation2", "UIView.Invalidations.Display"),
        ],
    ]

    /// The row with its type's generic parameters replaced by `genericArguments`.
    static func specialised(_ row: Declaration) -> Declaration {
        guard row.kind != .class, row.kind != .struct, let arguments = genericArguments[row.type] else { return row }
        var signature = row.signature
        for (parameter, argument) in arguments {
            signature = FunctionSignature.replacingWord(parameter, in: signature, with: argument)
        }
        let type = "\(row.type)<\(arguments.map(\.argument).joined(separator: ", "))>"
        return Declaration(
            type: type, kind: row.kind, name: row.name, modifiers: row.modifiers, signature: signature,
            available: row.available, source: row.source, location: row.location)
    }

    /// `Self` in a member's type, as a reference through the type itself sees it: the type.
    /// (An override keeps `Self`, as a subclass must write it.)
    private func resolvingSelf(_ text: String, of row: Declaration) -> String {
        protocols.contains(row.type) ? text : FunctionSignature.replacingWord("Self", in: text, with: row.type)
    }

    func probe(_ row: Declaration, id: String) -> [String] {
        guard Self.isCompiled(row) else { return [] }
        let row = Self.specialised(row)
        switch row.kind {
        case .class, .struct, .enum, .protocol: return typeProbe(row, id: id)
        case .typealias where row.signature == "associatedtype":
            // A protocol's associated type is named through a type that conforms.
            return ["func \(id)<T: \(row.type)>(_ t: T.Type) { _ = T.\(row.name).self }"]
        case .typealias:
            // A function type's value is returned, so it escapes the probe.
            let escaping = row.signature.contains("->") ? "@escaping " : ""
            // A member typealias (`UITraitDisplayScale.Value`) is named through its type.
            let name = row.isTopLevel || row.type == row.name ? row.name : "\(row.type).\(row.name)"
            return ["func \(id)(_ x: \(escaping)\(name)) -> \(row.signature) { x }"]
        case .case: return caseProbe(row, id: id)
        case .var, .let: return propertyProbe(row, id: id)
        case .func: return functionProbe(row, id: id)
        case .`init`: return initialiserProbe(row, id: id)
        case .subscript: return subscriptProbe(row, id: id)
        }
    }

    private func spelled(_ type: String) -> String { protocols.contains(type) ? "any \(type)" : type }

    private func typeProbe(_ row: Declaration, id: String) -> [String] {
        var me = spelled(row.name)
        // A generic type is named, and its values made, through one specialisation of it.
        if let arguments = Self.genericArguments[row.name] {
            me = "\(row.name)<\(arguments.map(\.argument).joined(separator: ", "))>"
        }
        var lines = ["func \(id)() { _ = (\(me)).self }"]
        if row.signature != "-" {
            for (n, supertype) in FunctionSignature.splitTopLevel(row.signature).enumerated() {
                // `@unchecked Sendable` and the like say how the type is checked, not what it is.
                if supertype.hasPrefix("@") { continue }
                if n == 0, row.kind == .enum, Self.rawTypes.contains(supertype) {
                    lines.append("func \(id)r(_ x: \(me)) -> \(supertype) { x.rawValue }")
                    continue
                }
                // A value of the type is usable as each listed supertype (class or protocol).
                lines.append("func \(id)s\(n)(_ x: \(me)) -> \(spelled(supertype)) { x }")
            }
        }
        if row.kind == .class, row.isOpen {
            // A generic class is subclassed through its specialisation, as Swift requires.
            lines.append("class \(id)o: \(me) { \(proxyInitialiser(row.name))}")
        }
        return lines
    }

    private func caseProbe(_ row: Declaration, id: String) -> [String] {
        if row.signature == "-" || row.signature.isEmpty {
            return ["func \(id)() { var a = \(row.type).\(row.name); var b: \(row.type) = _v(); _same(&a, &b) }"]
        }
        return ["func \(id)() { let _: \(row.signature) -> \(row.type) = \(row.type).\(row.name) }"]
    }

    private func propertyProbe(_ row: Declaration, id: String) -> [String] {
        let type = resolvingSelf(row.signature, of: row)
        if row.isTopLevel {
            return ["func \(id)() { var a = \(row.name); var b: \(type) = _v(); _same(&a, &b) }"]
        }
        var lines: [String] = []
        if row.isTypeMember, protocols.contains(row.type), conformers(of: row.type).contains(row.signature) {
            // A protocol's static member of a type that conforms to it (`UIViewInvalidating`'s
            // `.layout`, declared `where Self == UIView.Invalidations.Layout`) is that type's.
            lines.append(
                "func \(id)() { var a = \(row.signature).\(row.name); var b: \(row.signature) = _v(); _same(&a, &b) }")
            return lines
        }
        if row.isTypeMember, protocols.contains(row.type) {
            // A protocol's static requirement is reached through a type that conforms, not `any P`.
            let own = FunctionSignature.replacingWord(
                "Self", in: row.signature.replacingOccurrences(of: "Self.", with: "T."), with: "T")
            lines.append(
                "func \(id)<T: \(row.type)>(_ t: T.Type) { var a = T.\(row.name); var b: \(own) = _v(); _same(&a, &b) }"
            )
            return lines
        }
        if row.isTypeMember {
            lines.append("func \(id)() { var a = \(row.type).\(row.name); var b: \(type) = _v(); _same(&a, &b) }")
            if row.isSettable { lines.append("func \(id)w() { \(row.type).\(row.name) = _v() }") }
            if row.isOpen, row.modifiers.contains("class") {
                let accessors =
                    row.isSettable
                    ? "get { super.\(row.name) } set { super.\(row.name) = newValue }" : "super.\(row.name)"
                lines.append(
                    "class \(id)o: \(row.type) { \(proxyInitialiser(row.type))override class var \(row.name): \(row.signature) { \(accessors) } }"
                )
            }
            return lines
        }
        let me = spelled(row.type)
        lines.append("func \(id)(_ x: inout \(me)) { var a = x.\(row.name); var b: \(type) = _v(); _same(&a, &b) }")
        if row.isSettable { lines.append("func \(id)w(_ x: inout \(me)) { x.\(row.name) = _v() }") }
        if row.isOpen {
            let accessors =
                row.isSettable
                ? "get { super.\(row.name) } set { super.\(row.name) = newValue }" : "super.\(row.name)"
            lines.append(
                "class \(id)o: \(row.type) { \(proxyInitialiser(row.type))override var \(row.name): \(row.signature) { \(accessors) } }"
            )
        }
        return lines
    }

    private func functionProbe(_ row: Declaration, id: String) -> [String] {
        guard let declared = FunctionSignature.parse(row.signature),
            let signature = FunctionSignature.parse(resolvingSelf(row.signature, of: row))
        else {
            return ["#error(\"\(row.location): the signature is not (A, B) -> R\")"]
        }
        // An operator is named alone, in parentheses, with the row's function type as its context
        // (`CGPoint.==(_:_:)` does not parse); the type picks the overload the row declares.
        if let first = row.baseName.first, !(first.isLetter || first == "_") {
            return ["func \(id)() { let _: \(signature.swiftType) = (\(row.baseName)) }"]
        }
        // `x.layoutIfNeeded` names a method without parameters; `x.layoutIfNeeded()` would call it.
        let reference =
            row.labels.isEmpty ? row.baseName : "\(row.baseName)(\(row.labels.map { "\($0):" }.joined()))"
        // A member without parameters whose base name another member shares (`setNeedsDisplay()`
        // beside `setNeedsDisplay(_:)`) is named by its base name alone, which is ambiguous in
        // UIKit's interface too: it is reached with a contextual type, as an overload is.
        let isOverloaded =
            overloaded.contains("\(row.type).\(row.name)")
            || (row.labels.isEmpty && overloaded.contains("\(row.type).\(row.baseName)#"))
        let isMutating = row.modifiers.contains("mutating")
        let effects = signature.callMarks
        var lines: [String] = []
        let base: String
        let parameter: String
        if row.isTopLevel {
            base = ""
            parameter = ""
        } else if row.isTypeMember {
            base = "\(spelled(row.type))."
            parameter = ""
        } else {
            base = "x."
            parameter = "_ x: inout \(spelled(row.type))"
        }
        if isMutating {
            // A mutating method cannot be referenced unapplied: it is called with values of its types.
            let params = signature.parameters.enumerated().map {
                "_ a\($0.offset): \(FunctionSignature.valueType($0.element))"
            }
            let call =
                "\(base)\(row.baseName)(\(arguments(row.labels, count: signature.parameters.count, names: "a", parameterTypes: signature.parameters)))"
            lines.append(
                "func \(id)(\(([parameter] + params).filter { !$0.isEmpty }.joined(separator: ", "))) \(signature.effects.isEmpty ? "" : signature.effects + " ")-> \(signature.result) { \(effects)\(call) }"
            )
        } else if isOverloaded {
            lines.append("func \(id)(\(parameter)) { let _: \(signature.swiftType) = \(base)\(reference) }")
        } else {
            lines.append(
                "func \(id)(\(parameter)) { var a = \(base)\(reference); var b: \(signature.swiftType) = _v(); _same(&a, &b) }"
            )
        }
        if row.isOpen, !row.isTopLevel, !signature.parameters.contains(where: { $0.hasSuffix("...") }) {
            let keyword = row.modifiers.contains("class") ? "override class func" : "override func"
            let parameters = zip(row.labels, declared.parameters).enumerated().map {
                "\($0.element.0) q\($0.offset): \($0.element.1)"
            }
            let call = arguments(
                row.labels, count: declared.parameters.count, names: "q", parameterTypes: declared.parameters)
            lines.append(
                "class \(id)o: \(row.type) { \(proxyInitialiser(row.type))\(keyword) \(row.baseName)(\(parameters.joined(separator: ", "))) \(declared.effects.isEmpty ? "" : declared.effects + " ")-> \(declared.result) { \(effects)super.\(row.baseName)(\(call)) } }"
            )
        }
        return lines
    }

    /// `label: a0, a1` for a call, `&` before an inout argument.
    private func arguments(_ labels: [String], count: Int, names: String, parameterTypes parameters: [String]) -> String
    {
        (0..<count).map { i in
            let label = i < labels.count ? labels[i] : "_"
            let value = (parameters[i].hasPrefix("inout ") ? "&" : "") + "\(names)\(i)"
            return label == "_" ? value : "\(label): \(value)"
        }.joined(separator: ", ")
    }

    private func initialiserProbe(_ row: Declaration, id: String) -> [String] {
        guard let signature = FunctionSignature.parse(row.signature) else {
            return ["#error(\"\(row.location): the signature is not (A, B) -> R\")"]
        }
        let failable = row.modifiers.contains("failable")
        let me = row.type
        var lines: [String] = []
        // Made with values of its parameter types, the result has exactly the table's type.
        let params = signature.parameters.enumerated().map {
            "_ a\($0.offset): \(FunctionSignature.valueType($0.element))"
        }
        let call = arguments(
            row.labels, count: signature.parameters.count, names: "a", parameterTypes: signature.parameters)
        let made = "\(me)(\(call))"
        lines.append(
            "func \(id)(\(params.joined(separator: ", "))) \(signature.effects.isEmpty ? "" : signature.effects + " "){ var a = \(signature.callMarks)\(made); var b: \(failable ? "\(me)?" : me) = _v(); _same(&a, &b) }"
        )
        // Subclass probes: only for classes open to subclassing.
        guard row.isOpen || classRow(me)?.isOpen == true, classRow(me) != nil,
            !signature.parameters.contains(where: { $0.hasSuffix("...") })
        else { return lines }
        let declared = zip(row.labels, signature.parameters).enumerated().map {
            "\($0.element.0) q\($0.offset): \($0.element.1)"
        }.joined(separator: ", ")
        let passed = arguments(
            row.labels, count: signature.parameters.count, names: "q", parameterTypes: signature.parameters)
        let question = failable ? "?" : ""
        let tries = signature.callMarks
        let effects = signature.effects.isEmpty ? "" : " \(signature.effects)"
        var required = requiredInitialisers(of: me).filter { $0.name != row.name }.map(requiredLine)
        // What `load` writes in a layer class of the user's with initialisers of its own (the
        // library makes a view's layer through it; SourceRewriter's `addBackingInitialiser`).
        if lineage(me).contains("CALayer") {
            required.append("required convenience init(backing view: UIView) { fatalError() }")
        }
        // And what it writes in a view class of the user's (`appearance()` makes a class's proxy
        // through it; SourceRewriter's `addAppearanceProxyInitialiser`).
        if lineage(me).contains("UIView") {
            required.append("required convenience init(appearanceProxy: Void) { fatalError() }")
        }
        if row.modifiers.contains("designated") {
            let keyword = row.modifiers.contains("required") ? "required init" : "override init"
            lines.append(
                "class \(id)d: \(me) { \(([ "\(keyword)\(question)(\(declared))\(effects) { \(tries)super.init(\(passed)) }"] + required).joined(separator: "; ")) }"
            )
        } else if row.modifiers.contains("convenience"), let designated = callableDesignated(of: me) {
            // Redeclared in a subclass, a convenience initialiser takes no `override` (Swift's rule
            // for a superclass's convenience initialiser); Xcode refuses `override` there.
            lines.append(
                "class \(id)c: \(me) { \((["init\(question)(\(declared))\(effects) { super.init(\(designated)) }"] + required).joined(separator: "; ")) }"
            )
        }
        return lines
    }

    private func subscriptProbe(_ row: Declaration, id: String) -> [String] {
        // `subscript(_:)` with the key's type as the one parameter and the element as the result.
        guard let signature = FunctionSignature.parse(row.signature) else { return [] }
        let keys = signature.parameters.enumerated().map { "_ k\($0.offset): \($0.element)" }
        let index = (0..<signature.parameters.count).map { "k\($0)" }.joined(separator: ", ")
        return [
            "func \(id)(_ x: inout \(spelled(row.type)), \(keys.joined(separator: ", "))) { var a = x[\(index)]; var b: \(signature.result) = _v(); _same(&a, &b) }"
        ]
    }

    // MARK: - Initialisers a subclass must write or may call

    /// The types the table says adopt `protocol`.
    private func conformers(of protocolName: String) -> [String] {
        rows.filter {
            [.class, .struct, .enum].contains($0.kind)
                && FunctionSignature.splitTopLevel($0.signature).contains(protocolName)
        }.map(\.name)
    }

    private func classRow(_ type: String) -> Declaration? {
        rows.first { $0.kind == .class && $0.name == type }
    }

    /// What `load` writes in a view class of the user's with initialisers of its own
    /// (SourceRewriter's `addAppearanceProxyInitialiser`), written in every overriding probe of a
    /// view class too: a probe class whose override is refused inherits no initialiser, and the
    /// compiler's complaint about this one would land on the next row's line.
    private func proxyInitialiser(_ type: String) -> String {
        lineage(type).contains("UIView") ? "required convenience init(appearanceProxy: Void) { fatalError() }; " : ""
    }

    private func lineage(_ type: String) -> [String] {
        var chain = [type]
        var current = type
        while let parent = superclass[current], !chain.contains(parent) {
            chain.append(parent)
            current = parent
        }
        return chain
    }

    /// The `required` initialisers of `type` and its superclasses, one per name.
    private func requiredInitialisers(of type: String) -> [Declaration] {
        var seen: Set<String> = []
        var found: [Declaration] = []
        for ancestor in lineage(type) {
            for row in rowsByType[ancestor] ?? [] where row.kind == .`init` && row.modifiers.contains("required") {
                if seen.insert(row.name).inserted { found.append(row) }
            }
        }
        return found
    }

    private func requiredLine(_ row: Declaration) -> String {
        guard let signature = FunctionSignature.parse(row.signature) else { return "" }
        let declared = zip(row.labels, signature.parameters).enumerated().map {
            "\($0.element.0) r\($0.offset): \($0.element.1)"
        }.joined(separator: ", ")
        let passed = arguments(
            row.labels, count: signature.parameters.count, names: "r", parameterTypes: signature.parameters)
        return "required init\(row.modifiers.contains("failable") ? "?" : "")(\(declared)) { super.init(\(passed)) }"
    }

    /// The arguments of a call to the nearest non-failable designated initialiser of `type` (its
    /// own, else the one it inherits), with placeholder values.
    private func callableDesignated(of type: String) -> String? {
        for ancestor in lineage(type) {
            let candidates = (rowsByType[ancestor] ?? []).filter {
                $0.kind == .`init` && $0.modifiers.contains("designated") && !$0.modifiers.contains("failable")
            }
            guard let row = candidates.first, let signature = FunctionSignature.parse(row.signature) else { continue }
            return (0..<signature.parameters.count).map { i in
                let label = row.labels[i]
                return label == "_" ? "_v()" : "\(label): _v()"
            }.joined(separator: ", ")
        }
        return nil
    }
}
