// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "rw",
    dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")],
    targets: [
        .executableTarget(name: "rewrite", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        ])
    ],
    swiftLanguageModes: [.v5]
)
