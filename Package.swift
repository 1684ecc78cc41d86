// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Proscenium",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "proscenium", targets: ["proscenium"]),
        .library(name: "PresentationKit", targets: ["PresentationKit"]),
        // UIKit's spelling over the engine; `UIKit` is the module `import UIKit` finds.
        .library(name: "ProsceniumUIKit", targets: ["ProsceniumUIKit", "UIKit"]),
        // One copy of the engine for `load FILE.swift`: the user's files are compiled against this
        // library, and its stage runner runs them in a child process (docs/load-design.md).
        .library(name: "ProsceniumStage", type: .dynamic, targets: ["ProsceniumStage"]),
        // What `load` and its rewriter (the nested package Tools/proscenium-rewrite, which alone
        // links swift-syntax) share: the reply that crosses between them, and what reads it.
        .library(name: "ProsceniumLoading", targets: ["ProsceniumLoading"]),
        // The stage page (`proscenium web`, `export html`): the export writes it, and the live
        // server (the nested package Tools/proscenium-web, which alone links SwiftNIO) serves it.
        .library(name: "ProsceniumStagePage", targets: ["ProsceniumStagePage"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `make docs`: swift package generate-documentation --target PresentationKit.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Combine for loaded code (`import Combine` becomes `import UIKit`, which re-exports it):
        // publishers, subjects, `@Published` and `ObservableObject` as Apple's Combine declares
        // them, a well-kept implementation rather than one of our own (it builds in seconds and
        // is synchronous, so output stays deterministic).
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        // The simulated UIKit: geometry, views, controllers, the presentation driver, animations.
        // The one spelling of numbers (`formatNumber`), shared by the model and the JSON writer.
        .target(name: "ProsceniumNumbers"),
        // The languages Proscenium's words are written in, one closed set for every layer.
        .target(name: "ProsceniumLanguage"),
        // How drawings look (the terminal's stage look, an SVG export's page): one set of names,
        // below the renderers that colour by it and the commands that choose it.
        .target(name: "ProsceniumTheme"),
        // The engine and, in Surface/, UIKit's names for presentation code: one module, as UIKit is
        // one, so an open member of an engine class can name any UIKit type.
        .target(name: "PresentationKit", dependencies: ["ProsceniumNumbers"]),
        // The surface's old module name, kept for its importers; it re-exports PresentationKit.
        .target(name: "ProsceniumUIKit", dependencies: ["PresentationKit"]),
        // A module named `UIKit` that re-exports ProsceniumUIKit, so iOS code's `import UIKit` resolves.
        .target(
            name: "UIKit",
            dependencies: ["ProsceniumUIKit", .product(name: "OpenCombine", package: "OpenCombine")]),
        // JSON: the ordered-key value, its writer and reader, and string escaping. No Foundation,
        // and nothing of ours but the one spelling of numbers.
        .target(name: "ProsceniumJSON", dependencies: ["ProsceniumNumbers"]),
        // The stage page's HTML, styles and script, generated from its Assets folder
        // (Scripts/generate-stage-page.py) so it is carried inside the binaries that use it.
        .target(name: "ProsceniumStagePage", dependencies: ["ProsceniumJSON"], exclude: ["Assets"]),
        // Renderers from model values to strings.
        .target(
            name: "TextArt",
            dependencies: ["PresentationKit", "ProsceniumJSON", "ProsceniumLanguage", "ProsceniumTheme"]),
        // The command language, the session, presets, expectations, the JSON shapes of state and
        // trace: commands in, `Output` values out. It draws nothing (no TextArt).
        .target(
            name: "Playground",
            dependencies: ["PresentationKit", "ProsceniumJSON", "ProsceniumLanguage", "ProsceniumTheme"]),
        // Outputs into text: the transcript renderer, motion and export drawing, the script runner.
        .target(
            name: "Transcript",
            dependencies: [
                "Playground", "PresentationKit", "TextArt", "ProsceniumJSON", "ProsceniumNumbers",
                "ProsceniumStagePage",
            ]),
        // The one way files are read and written: bounded reads of regular files only, atomic
        // writes that replace nothing but a regular file, locks, the state folder.
        .target(name: "ProsceniumFiles"),
        // The disk as the core reaches it (`FileAccess.disk`): the executable's and the stage's.
        .target(name: "ProsceniumDisk", dependencies: ["Playground", "ProsceniumFiles"]),
        // Lesson files, runner and progress (its store goes through ProsceniumFiles).
        .target(
            name: "Lessons",
            dependencies: ["Playground", "ProsceniumJSON", "ProsceniumFiles", "TextArt", "ProsceniumLanguage"]),
        // The child process `load FILE.swift` compiles: a session whose transitioning delegate (or
        // presentation controller) is the user's, driven by command lines on standard input.
        .target(
            name: "ProsceniumStage",
            dependencies: [
                "UIKit", "ProsceniumUIKit", "PresentationKit", "Playground", "Transcript", "TextArt", "ProsceniumJSON",
                "ProsceniumDisk",
            ]),
        // `load FILE.swift`'s side of the rewriter: its reply on the wire, the candidates, the column
        // map that puts swiftc's diagnostics on the user's lines, the generated main. No swift-syntax.
        .target(name: "ProsceniumLoading", dependencies: ["ProsceniumJSON"]),
        // The edge's pure decisions, tested as a library: colour, width, a subcommand's spelling, `run`'s
        // options read without the argument parser.
        .target(name: "ProsceniumFrontEnd"),
        // libedit, through pkg-config.
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        // The prompt's history file (libedit's format) through ProsceniumFiles.
        .target(name: "ProsceniumHistory", dependencies: ["CLibEdit", "ProsceniumFiles"]),
        // `load FILE.swift` at the edge: the toolchain, the rewriter and swiftc as children, the
        // load cache and its rules, the staged code's child process and its guardian.
        .target(
            name: "ProsceniumLoader",
            dependencies: [
                "PresentationKit", "TextArt", "Playground", "Transcript", "ProsceniumFiles", "CLibEdit",
                "ProsceniumLoading", "ProsceniumFrontEnd",
            ]),
        // The terminal edge as a library: the line editor, the console, playback, the pager, the
        // shell the prompt and a demo share, the demo script, its pre-check and its player, lesson
        // folders, and the files a session reads and writes.
        .target(
            name: "ProsceniumEdge",
            dependencies: [
                "PresentationKit", "TextArt", "Playground", "Transcript", "Lessons", "ProsceniumFiles",
                "ProsceniumDisk", "ProsceniumHistory", "CLibEdit", "ProsceniumFrontEnd", "ProsceniumLoader",
                "ProsceniumLanguage",
            ]),
        // The executable: `@main`, its subcommands and their wiring, nothing else.
        .executableTarget(
            name: "proscenium",
            dependencies: [
                "PresentationKit", "TextArt", "Playground", "Transcript", "Lessons", "ProsceniumFiles",
                "ProsceniumDisk", "ProsceniumEdge", "ProsceniumLoader",
                "ProsceniumHistory", "CLibEdit", "ProsceniumJSON", "ProsceniumLoading", "ProsceniumFrontEnd",
                "ProsceniumLanguage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // A release binary carries the Swift runtime inside it: the dynamic loader then binds a
            // few system libraries instead of eight Swift ones, which was most of start-up
            // (BENCHMARKS.md). Linux only: Apple platforms ship the runtime with the OS. The driver's
            // -static-stdlib does not pull in FoundationEssentials' own archives, hence the -l's.
            linkerSettings: [
                .unsafeFlags(
                    ["-static-stdlib", "-l_FoundationCollections", "-l_FoundationCShims", "-lswiftSynchronization"],
                    .when(platforms: [.linux], configuration: .release))
            ]
        ),
        // The harnesses coverage-guided fuzzing runs (issue 37 §4), one per reader of outside text,
        // and `proscenium-fuzz`, which runs them: a libFuzzer binary when `make fuzz` builds it with
        // `-DFUZZING` and the fuzzer and address sanitizers, a replayer of saved inputs otherwise.
        .target(
            name: "ProsceniumFuzzing",
            dependencies: [
                "Playground", "Lessons", "ProsceniumEdge", "ProsceniumJSON", "Transcript", "ProsceniumLanguage",
                "ProsceniumTestSupport",
            ]),
        .executableTarget(name: "proscenium-fuzz", dependencies: ["ProsceniumFuzzing"]),
        // Helpers the test targets share: the Swift compiler for `code` checks, golden files.
        .target(
            name: "ProsceniumTestSupport", dependencies: ["ProsceniumLoading"], path: "Sources/ProsceniumTestSupport"),
        // Helpers for tests that drive sessions: quiet sessions, files in memory, the rules a
        // fuzzed line must keep.
        .target(
            name: "PlaygroundTestSupport",
            dependencies: ["Playground", "Transcript", "TextArt", "PresentationKit", "ProsceniumTestSupport"]),
        .testTarget(name: "PresentationKitTests", dependencies: ["PresentationKit"]),
        // Fixtures written as iOS code (`import UIKit`), run in the engine beside the playground's own controller.
        .testTarget(
            name: "ProsceniumUIKitTests",
            dependencies: ["UIKit", "ProsceniumUIKit", "PresentationKit", "Playground", "PlaygroundTestSupport"]),
        .testTarget(
            name: "ProsceniumFilesTests",
            dependencies: ["ProsceniumFiles", "ProsceniumHistory", "CLibEdit", "ProsceniumTestSupport"]),
        // The argument parser too, to check that `run` read without it reads as it does.
        .testTarget(
            name: "ProsceniumFrontEndTests",
            dependencies: ["ProsceniumFrontEnd", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(
            name: "ProsceniumEdgeTests",
            dependencies: [
                "ProsceniumEdge", "Playground", "Transcript", "TextArt", "ProsceniumFiles", "Lessons",
                "PresentationKit",
            ]),
        .testTarget(
            name: "ProsceniumLoaderTests",
            dependencies: [
                "ProsceniumLoader", "ProsceniumFiles", "ProsceniumFrontEnd", "ProsceniumLoading", "Playground",
                "TextArt",
            ]),
        .testTarget(name: "ProsceniumJSONTests", dependencies: ["ProsceniumJSON"]),
        .testTarget(name: "ProsceniumFuzzingTests", dependencies: ["ProsceniumFuzzing"]),
        // UIKit's surface against Apple's declarations (the tables under Declarations/): each row
        // compiled as Swift against the `UIKit` module, as `load` compiles a user's files.
        .testTarget(
            name: "UIKitDeclarationTests", dependencies: ["UIKit", "ProsceniumTestSupport"],
            exclude: ["Declarations"]),
        .testTarget(name: "ProsceniumNumbersTests", dependencies: ["ProsceniumNumbers"]),
        // Every public declaration of every target, recorded: a new `public` is a decision.
        .testTarget(name: "PublicAPITests", dependencies: ["ProsceniumTestSupport"], exclude: ["API"]),
        .testTarget(
            name: "TranscriptTests",
            dependencies: [
                "Transcript", "Playground", "TextArt", "PresentationKit", "ProsceniumJSON", "ProsceniumStagePage",
                "PlaygroundTestSupport",
            ]),
        .testTarget(name: "ProsceniumDiskTests", dependencies: ["ProsceniumDisk", "Playground", "Transcript"]),
        .testTarget(
            name: "ProsceniumStageTests", dependencies: ["ProsceniumStage", "Playground", "Transcript", "TextArt"]),
        .testTarget(name: "ProsceniumLoadingTests", dependencies: ["ProsceniumLoading", "ProsceniumJSON"]),
        .testTarget(name: "TextArtTests", dependencies: ["TextArt", "PresentationKit"]),
        .testTarget(
            name: "LessonsTests",
            dependencies: [
                "Lessons", "ProsceniumFiles", "Playground", "Transcript", "PresentationKit", "TextArt",
                "ProsceniumTestSupport", "PlaygroundTestSupport",
            ],
            exclude: ["Goldens"]),
        .testTarget(
            name: "PlaygroundTests",
            dependencies: [
                "Playground", "Transcript", "PresentationKit", "ProsceniumJSON", "TextArt", "ProsceniumTestSupport",
                "PlaygroundTestSupport",
            ],
            exclude: ["Goldens"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
