import Testing

@testable import Playground

/// Tab where the grammar takes a path or a lesson: the candidates come from the edge's ports.
@Suite struct CompletionSourcesTests {
    /// A small tree in memory: `.`, `lessons/`, `lessons/exercises/`, `/tmp`.
    static let disk = CompletionSources(
        list: { folder in
            switch folder {
            case ".":
                return [
                    .init(name: "lessons", isDirectory: true), .init(name: "scenes", isDirectory: true),
                    .init(name: "scene.txt", isDirectory: false), .init(name: ".hidden", isDirectory: false),
                    .init(name: "my file.swift", isDirectory: false),
                ]
            case "lessons":
                return [
                    .init(name: "exercises", isDirectory: true), .init(name: "00-tour.md", isDirectory: false),
                ]
            case "/": return [.init(name: "tmp", isDirectory: true)]
            default: return nil
            }
        },
        lessons: { ["0", "tour", "1", "five-roles", "2", "bouncy-overlay"] })

    @Test func aPathAfterLoadCompletesIntoAFolder() {
        #expect(Completer.completions(for: "load lessons/ex", sources: Self.disk) == ["lessons/exercises/"])
    }

    @Test func aPathStartsFromTheCurrentFolder() {
        #expect(Completer.completions(for: "save sc", sources: Self.disk) == ["scene.txt", "scenes/"])
    }

    @Test func anAbsolutePathCompletes() {
        #expect(Completer.completions(for: "load /t", sources: Self.disk) == ["/tmp/"])
    }

    @Test func hiddenFilesOnlyWhenTheNameStartsWithADot() {
        #expect(!Completer.completions(for: "load ", sources: Self.disk).contains(".hidden"))
        #expect(Completer.completions(for: "load .h", sources: Self.disk) == [".hidden"])
    }

    @Test func aNameWithASpaceIsNotOffered() {
        #expect(!Completer.completions(for: "load m", sources: Self.disk).contains("my file.swift"))
    }

    @Test func recordAndExportTakePathsToo() {
        #expect(Completer.completions(for: "record les", sources: Self.disk) == ["lessons/"])
        #expect(Completer.completions(for: "export svg les", sources: Self.disk) == ["lessons/"])
    }

    @Test func withoutADiskAPathCompletesToNothing() {
        #expect(Completer.completions(for: "load lessons/ex").isEmpty)
    }

    @Test func aMissingFolderCompletesToNothing() {
        #expect(Completer.completions(for: "load nowhere/x", sources: Self.disk).isEmpty)
    }
}
