// swift-tools-version: 6.0
import PackageDescription

// `proscenium-rewrite`: rewrites iOS source for Linux and finds what `load` runs, with
// swift-syntax. A package of its own (as swift-syntax keeps its heavy tools in nested packages) so
// the main binary, its tests and their build never link swift-syntax; `load` runs this executable
// as a child process, as it already runs swiftc and the stage. Built by `make build`.

// The enclosing package is a path dependency, and SwiftPM names a path dependency after its
// folder, which a clone may choose: read the name from where this manifest is.
let proscenium = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "main")

let package = Package(
    name: "proscenium-rewrite",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "proscenium-rewrite", targets: ["proscenium-rewrite"])],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // The rewrite and the search for what to run, over swift-syntax's tree.
        .target(
            name: "ProsceniumRewriter",
            dependencies: [
                .product(name: "ProsceniumLoading", package: proscenium),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // The executable `load` runs: files in, one JSON reply out.
        .executableTarget(
            name: "proscenium-rewrite",
            dependencies: ["ProsceniumRewriter", .product(name: "ProsceniumLoading", package: proscenium)]),
        .testTarget(
            name: "ProsceniumRewriterTests",
            dependencies: ["ProsceniumRewriter", .product(name: "ProsceniumLoading", package: proscenium)]),
    ],
    swiftLanguageModes: [.v6]
)
