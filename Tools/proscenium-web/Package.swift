// swift-tools-version: 6.0
import PackageDescription

// `proscenium-web`: the live stage page's server (`proscenium web`, `--web`). A package of its own
// so SwiftNIO stays out of the main binary, its start-up and its tests (issue 34 asks that
// `proscenium` neither grow nor start slower): the prompt runs this executable as a child, as it
// runs the rewriter and the stage, and feeds it one JSON document per command on standard input.
// SwiftNIO rather than Hummingbird: the server needs HTTP/1 and WebSocket only, and NIO alone
// builds in about 40 s on two cores where Hummingbird takes minutes (BENCHMARKS.md).

// The enclosing package is a path dependency, named after its folder, which a clone may choose.
let proscenium = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "main")

let package = Package(
    name: "proscenium-web",
    platforms: [.macOS(.v13)],
    products: [.executable(name: "proscenium-web", targets: ["proscenium-web"])],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
    ],
    targets: [
        // The server: the page and its token, the WebSocket hub that coalesces for slow clients.
        .target(
            name: "StageServer",
            dependencies: [
                .product(name: "ProsceniumStagePage", package: proscenium),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]),
        // The executable the prompt starts: arguments in, `listening PORT TOKEN` on descriptor 3.
        .executableTarget(
            name: "proscenium-web", dependencies: ["StageServer", .product(name: "NIOCore", package: "swift-nio")]),
        .testTarget(
            name: "StageServerTests",
            dependencies: [
                "StageServer", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]),
    ],
    // Swift 5 mode: NIO's channel handlers are confined to their event loop, which Swift 6's
    // checking cannot see through without wrapping every handler.
    swiftLanguageModes: [.v5]
)
