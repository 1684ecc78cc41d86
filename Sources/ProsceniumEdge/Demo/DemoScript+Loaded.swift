import Lessons
import Playground

extension DemoScript {
    /// The Swift files the demo's `load` commands name, in file order (a folder is left out: what
    /// it holds is decided when it is loaded).
    package var loadedFiles: [String] {
        items.flatMap { item -> [String] in
            guard case .command(let text) = item.kind,
                case .file(.loadCode(let paths, _))? = try? Parser.parse(text, table: .withLessons)
            else { return [] }
            return paths.filter { $0.hasSuffix(".swift") }
        }
    }

    /// The names of the methods `source` declares (`func NAME`): a demo's note may name one as a
    /// call, and the trace records it when UIKit calls it.
    package static func declaredMethods(in source: String) -> Set<String> {
        var names = Set<String>()
        for match in source.matches(of: /\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)/) { names.insert(String(match.1)) }
        return names
    }

    /// `text` parsed as a demo file (`parse`), with `loadedNames` read from the Swift files its
    /// `load` commands name, as `proscenium demo` and `check FILE.demo` both read one.
    package static func reading(_ text: String, file: String) -> (script: DemoScript, problems: [LineProblem]) {
        let (parsed, problems) = parse(text, file: file)
        return (parsed.readingLoadedCode { try? FileEdge.document($0).get() }, problems)
    }

    /// The script with `loadedNames` read from the files its `load` commands name, through `read`
    /// (a file's text, or nil when it cannot be read: the run says so when it loads it).
    package func readingLoadedCode(_ read: (String) -> String?) -> DemoScript {
        var script = self
        script.loadedNames = Set(loadedFiles.compactMap(read).flatMap(Self.declaredMethods))
        return script
    }
}
