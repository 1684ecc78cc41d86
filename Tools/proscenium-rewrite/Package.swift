// swift-tools-version: 6.0
import PackageDescription

// `proscenium-rewrite`: rewrites iOS source for Linux and finds what `load` runs, with
// swift-syntax. A package of its own (as swift-syntax keeps its heavy tools in nested packages) so
// the main binary, its tests and their build never link swift-syntax; `load` runs this executable
// as a child process, as it already runs swiftc and the stage. Built by `make build`.

// The enclosing package is a path dependency, and SwiftPM names a path dependency after its
// folder, which a clone may choose: read the name from where this manifest is.
let proscenium = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "main")

// Where swift-syntax comes from. The Swift toolchain ships SwiftSyntax and SwiftParser for its own
// macro plugins (`usr/lib/swift/host`: a module interface and a shared library each, of the
// compiler's own swift-syntax); `make` passes that folder in PROSCENIUM_HOST_SWIFT_SYNTAX when it
// holds them, and the rewriter then builds against them in seconds instead of compiling
// swift-syntax from source (about 200 s of a fresh clone's 2-core build, BENCHMARKS.md). Without
// the variable (another toolchain, `swift build` by hand) the pinned package is built as before.
let host = Context.environment["PROSCENIUM_HOST_SWIFT_SYNTAX"].flatMap { $0.isEmpty ? nil : $0 }
let syntaxDependencies: [Target.Dependency] =
    host == nil
    ? [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
    ] : []
let syntaxSettings: [SwiftSetting] = host.map { [.unsafeFlags(["-I", $0])] } ?? []
let syntaxLinking: [LinkerSetting] =
    host.map { [.unsafeFlags(["-L", $0, "-lSwiftSyntax", "-lSwiftParser", "-Xlinker", "-rpath", "-Xlinker", $0])] }
    ?? []

let package = Package(
    name: "proscenium-rewrite",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "proscenium-rewrite", targets: ["proscenium-rewrite"])],
    dependencies: [.package(path: "../..")]
        + (host == nil ? [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")] : []),
    targets: [
        // The rewrite and the search for what to run, over swift-syntax's tree.
        .target(
            name: "ProsceniumRewriter",
            dependencies: [.product(name: "ProsceniumLoading", package: proscenium)] + syntaxDependencies,
            swiftSettings: syntaxSettings,
            linkerSettings: syntaxLinking),
        // The executable `load` runs: files in, one JSON reply out.
        .executableTarget(
            name: "proscenium-rewrite",
            dependencies: ["ProsceniumRewriter", .product(name: "ProsceniumLoading", package: proscenium)],
            swiftSettings: syntaxSettings,
            linkerSettings: syntaxLinking),
        // `RewriteFuzzCheck` under libFuzzer (`make fuzz`), or a replayer of saved inputs.
        .executableTarget(
            name: "proscenium-rewrite-fuzz",
            dependencies: ["ProsceniumRewriter"],
            swiftSettings: syntaxSettings,
            linkerSettings: syntaxLinking),
        .testTarget(
            name: "ProsceniumRewriterTests",
            dependencies: ["ProsceniumRewriter", .product(name: "ProsceniumLoading", package: proscenium)],
            swiftSettings: syntaxSettings,
            linkerSettings: syntaxLinking),
    ],
    swiftLanguageModes: [.v6]
)
