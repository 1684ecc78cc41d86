import Foundation
import Testing

@testable import ProsceniumLoading

/// The rewriter's lists of UIKit's controller classes are the library's: derived here from the
/// recorded public API (which `PublicAPITests` keeps equal to the sources), so a controller class
/// the library gains fails this test until the list names it.
@Suite struct UIKitClassNamesTests {
    /// Each class and typealias of the recorded API, by name: what it inherits from (first
    /// inherited name) or stands for.
    static func parents() throws -> [String: String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../PublicAPITests/API")
        var parents: [String: String] = [:]
        for module in ["PresentationKit", "UIKit"] {
            let text = try String(contentsOf: folder.appendingPathComponent("\(module).txt"), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let declaration = line.split(separator: ": ", maxSplits: 1).last.map(String.init) ?? ""
                if let m = declaration.firstMatch(of: /^(?:open|public)(?: final)? class (\w+): (\w+)/) {
                    parents[String(m.1)] = String(m.2)
                } else if let m = declaration.firstMatch(of: /^public typealias (\w+) = (\w+)$/) {
                    parents[String(m.1)] = String(m.2)
                }
            }
        }
        return parents
    }

    /// The names whose chain of parents reaches `root`.
    static func descendants(of root: String, in parents: [String: String]) -> Set<String> {
        Set(
            parents.keys.filter { name in
                var current: String? = name
                var steps = 0
                while let c = current, steps < 50 {
                    if c == root { return true }
                    current = parents[c]
                    steps += 1
                }
                return false
            }
        ).union([root])
    }

    @Test func viewControllersAreEveryViewControllerClassTheLibraryDeclares() throws {
        let derived = Self.descendants(of: "ViewController", in: try Self.parents())
        #expect(derived.count > 10)
        #expect(UIKitClassNames.viewControllers == derived)
    }

    @Test func presentationControllersAreEveryPresentationControllerClassTheLibraryDeclares() throws {
        let derived = Self.descendants(of: "PresentationController", in: try Self.parents())
        #expect(UIKitClassNames.presentationControllers == derived)
    }
}
