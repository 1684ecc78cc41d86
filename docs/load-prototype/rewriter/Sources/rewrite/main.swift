#if canImport(Glibc)
import Glibc
#endif
import SwiftParser
import SwiftSyntax
import SwiftSyntaxBuilder

/// A prototype of the loader's rewrite: drops `import Foundation` and `@objc`, and turns
/// `#selector(name)` into a `Selector` that sends `name` to a target of the enclosing type.
final class ObjCRewriter: SyntaxRewriter {
    var typeStack: [String] = []

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        typeStack.append(node.name.text)
        defer { typeStack.removeLast() }
        return super.visit(node)
    }

    /// Drops `@objc` from a declaration, leaving spaces where it stood so every column after it is unchanged.
    func droppingObjC<D: DeclSyntaxProtocol & WithAttributesSyntax>(_ node: D) -> D {
        var removedWidth = 0
        let kept = node.attributes.filter { element in
            guard case .attribute(let a) = element else { return true }
            let name = a.attributeName.trimmedDescription
            if name == "objc" || name == "objcMembers" {
                removedWidth += a.trimmedDescription.count + a.trailingTrivia.sourceLength.utf8Length
                return false
            }
            return true
        }
        guard removedWidth > 0 else { return node }
        let lead = node.leadingTrivia
        return node.with(\.attributes, AttributeListSyntax(kept)).with(\.leadingTrivia, lead + .spaces(removedWidth))
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        super.visit(droppingObjC(node))
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        super.visit(droppingObjC(node))
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "selector", let arg = node.arguments.first?.expression,
            let type = typeStack.last
        else { return super.visit(node) }
        let written = arg.trimmedDescription
        let base = written.split(separator: "(").first.map(String.init) ?? written
        let method = base.split(separator: ".").last.map(String.init) ?? base
        let takesSender = written.contains("(_:)")
        let call = takesSender ? "\(method)(sender!)" : "\(method)()"
        let text = "Selector(\"\(written)\") { target, sender in (target as! \(type)).\(call) }"
        return ExprSyntax("\(raw: text)").with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
    }

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        if node.path.trimmedDescription == "Foundation" {
            return DeclSyntax("import UIKit").with(\.leadingTrivia, node.leadingTrivia)
                .with(\.trailingTrivia, node.trailingTrivia)
        }
        return super.visit(node)
    }
}

let clock = ContinuousClock()
for path in CommandLine.arguments.dropFirst() {
    var text = ""
    while let line = readLine(strippingNewline: false) { text += line }
    let start = clock.now
    let tree = Parser.parse(source: text)
    let out = ObjCRewriter(viewMode: .sourceAccurate).rewrite(tree)
    let elapsed = clock.now - start
    print(out.description, terminator: "")
    FileHandleStderr.write("rewrote \(path) in \(elapsed)\n")
}

enum FileHandleStderr {
    static func write(_ s: String) {
        var s = s
        s.withUTF8 { buf in _ = fwrite(buf.baseAddress, 1, buf.count, stderr) }
    }
}
