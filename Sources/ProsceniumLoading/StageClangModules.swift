/// The C modules the stage's Swift modules import (OpenCombine's helpers, behind `import
/// Combine`): code compiled against the `Modules` folder needs each one's module map, which
/// SwiftPM writes beside that folder (`NAME.build/module.modulemap`) and `make install` writes
/// beside the installed one (with its header). Declared once for `load` and the tests that
/// type-check code as `load` does.
public enum StageClangModules {
    public static let names = ["COpenCombineHelpers"]

    /// The compiler flags that name each module map, for a `Modules` folder at `modules`.
    public static func flags(modules: String) -> [String] {
        var parent = modules
        while parent.hasSuffix("/") { parent.removeLast() }
        if let slash = parent.lastIndex(of: "/") { parent = String(parent[..<slash]) }
        return names.flatMap { ["-Xcc", "-fmodule-map-file=\(parent)/\($0).build/module.modulemap"] }
    }
}
