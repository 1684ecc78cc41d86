import Foundation

/// One row of the declaration table under `Declarations/`: a member of a UIKit, QuartzCore,
/// CoreGraphics or Foundation type as the Swift importer presents Apple's iOS 18 SDK (the headers,
/// `UIKit.apinotes` and the overlays' `.swiftinterface`), with the header line it comes from.
/// The table holds facts only (names, labels, types, modifiers), never header text.
struct Declaration: Sendable, CustomStringConvertible {
    enum Kind: String, Sendable {
        case `init` = "init"
        case `func` = "func"
        case `var` = "var"
        case `let` = "let"
        case `case` = "case"
        case `subscript` = "subscript"
        case `class` = "class"
        case `struct` = "struct"
        case `enum` = "enum"
        case `protocol` = "protocol"
        case `typealias` = "typealias"
    }

    /// The declaring type in UIKit's spelling (`UIViewController`, `CGRect`), or `-` for a
    /// top-level function such as `CATransform3DMakeScale`.
    let type: String
    let kind: Kind
    /// The Swift name with its argument labels: `present(_:animated:completion:)`, `clipsToBounds`.
    let name: String
    let modifiers: Set<String>
    /// For functions and initialisers `(A, B) -> R`; for properties the property's type.
    let signature: String
    let available: String
    let source: String
    /// Where the row is: `Presentation.tsv:12`.
    let location: String

    var isTopLevel: Bool { type == "-" }
    var isTypeMember: Bool { modifiers.contains("static") || modifiers.contains("class") }
    var isOpen: Bool { modifiers.contains("open") }
    var isSettable: Bool { modifiers.contains("set") }

    /// The base name without labels: `present` for `present(_:animated:completion:)`.
    var baseName: String {
        guard let paren = name.firstIndex(of: "(") else { return name }
        return String(name[..<paren])
    }

    /// The argument labels of `name`: `["_", "animated", "completion"]`.
    var labels: [String] {
        guard let open = name.firstIndex(of: "("), let close = name.lastIndex(of: ")") else { return [] }
        return name[name.index(after: open)..<close].split(separator: ":").map(String.init)
    }

    /// `type.name` as a reader finds it in Apple's documentation.
    var qualifiedName: String {
        switch kind {
        case .class, .struct, .enum, .protocol: return name
        default: return isTopLevel ? name : "\(type).\(name)"
        }
    }

    /// What identifies the row in the list of known mismatches: its type, kind, name and type
    /// signature (not its line, which moves as the table grows).
    var key: String { "\(type) \(kind.rawValue) \(name): \(signature)" }

    var description: String {
        "\(qualifiedName) [\(modifiers.sorted().joined(separator: " ")) \(kind.rawValue): \(signature)] (\(source); \(location))"
    }
}

/// Reads the tab-separated tables: seven columns a row, `#` starts a comment line.
enum DeclarationTable {
    struct Problem: Error, CustomStringConvertible {
        let location: String
        let message: String
        var description: String { "\(location): \(message)" }
    }

    static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Declarations")
    }

    /// Every row of every `*.tsv` in `folder`, in file then line order.
    static func load(from folder: URL = folder) throws -> [Declaration] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".tsv") }.sorted()
        var rows: [Declaration] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            rows += try parse(text, file: file)
        }
        return rows
    }

    static func parse(_ text: String, file: String) throws -> [Declaration] {
        var rows: [Declaration] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let location = "\(file):\(index + 1)"
            let cells = raw.split(separator: "\t", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count == 7 else {
                throw Problem(location: location, message: "\(cells.count) columns, not 7")
            }
            guard let kind = Declaration.Kind(rawValue: cells[1]) else {
                throw Problem(location: location, message: "unknown kind \(cells[1])")
            }
            rows.append(
                Declaration(
                    type: cells[0], kind: kind, name: cells[2],
                    modifiers: Set(cells[3].split(separator: " ").map(String.init)),
                    signature: cells[4], available: cells[5], source: cells[6], location: location))
        }
        return rows
    }
}
