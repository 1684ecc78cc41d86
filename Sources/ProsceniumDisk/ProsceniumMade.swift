import Playground

/// Recognises a file Proscenium wrote, by how each kind it writes begins: a script may replace
/// its own earlier output (a saved scene, an export, generated Swift, exported progress) but not
/// a file it did not make (`WriteFence`). Each mark is the writer's own first bytes, declared
/// beside it: `Session.saveHeader`, `SwiftCodeGenerator`'s first comment, the SVG and cast
/// exporters' headers, the progress file's version.
package enum ProsceniumMade {
    /// How much of a file is read to recognise it.
    package static let headLimit = 4096

    /// The beginnings, one per kind of file Proscenium writes.
    static let marks: [[UInt8]] =
        ([
            Session.saveHeader,
            "// A custom presentation built in Proscenium",
            "{\"version\": 2, \"width\":",
            "{\"version\":1,\"lessons\":",
        ] as [String]).map { Array($0.utf8) }

    /// An SVG of ours: the XML declaration, then the root element with the exporter's fonts.
    static let svgMark = Array("font-family=\"Menlo, DejaVu Sans Mono, monospace\"".utf8)

    /// Whether `head`, a file's first bytes, is one Proscenium wrote.
    package static func recognizes(_ head: [UInt8]) -> Bool {
        if marks.contains(where: { head.starts(with: $0) }) { return true }
        guard head.starts(with: Array("<?xml".utf8)) else { return false }
        // The mark sits on the second line; search only the first few hundred bytes.
        let window = head.prefix(600)
        return window.indices.contains { i in window[i...].starts(with: svgMark) }
    }
}
