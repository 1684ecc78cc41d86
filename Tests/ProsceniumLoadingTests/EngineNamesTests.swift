import Foundation
import Testing

@testable import ProsceniumLoading

/// Compiler messages about a user's code spell only UIKit's names (issue 31).
@Suite struct EngineNamesTests {
    @Test func akaAfterAUIKitAliasIsDropped() {
        #expect(
            EngineNames.respelled("value of type 'UIViewController' (aka 'ViewController') has no member 'tab'")
                == "value of type 'UIViewController' has no member 'tab'")
    }

    @Test func anEngineNameAloneBecomesTheUIKitName() {
        #expect(
            EngineNames.respelled("value of type 'Rect' has no member 'foo'")
                == "value of type 'CGRect' has no member 'foo'")
        #expect(
            EngineNames.respelled("cannot convert value of type '[View]?' to expected argument type 'TraitCollection'")
                == "cannot convert value of type '[UIView]?' to expected argument type 'UITraitCollection'")
    }

    @Test func moduleQualifiersAreDropped() {
        #expect(
            EngineNames.respelled(
                "'Transition' is not a member type of class 'ProsceniumUIKit.UIViewController' (aka 'PresentationKit.ViewController')"
            )
                == "'Transition' is not a member type of class 'UIViewController'")
    }

    @Test func combineIsCalledCombine() {
        #expect(
            EngineNames.respelled("cannot convert value of type 'OpenCombine.Published<Int>.Publisher' to 'String'")
                == "cannot convert value of type 'Combine.Published<Int>.Publisher' to 'String'")
    }

    @Test func aSharedEngineTypeIsNamedByTheMessagesOwnWords() {
        #expect(
            EngineNames.respelled("'SystemPresentationController' has no member 'detentz'")
                == "'UISheetPresentationController' has no member 'detentz'")
        #expect(
            EngineNames.respelled("'SystemPresentationController' has no member 'popoverArrow'")
                == "'UIPopoverPresentationController' has no member 'popoverArrow'")
    }

    @Test func proseAndNestedMembersAreLeftAlone() {
        #expect(EngineNames.respelled("View controller 'A' has no View") == "View controller 'A' has no View")
        #expect(EngineNames.respelled("type 'UIView.View' x") == "type 'UIView.View' x")
    }

    /// The table names every engine type the library aliases to a UIKit name, so a new alias
    /// cannot leave its engine name in a diagnostic.
    @Test func theTableCoversEveryTypealiasOfTheLibrary() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ProsceniumUIKit")
        let known = Set(EngineNames.uikitNames.map(\.engine))
        var missing: [String] = []
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let texts = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        // A type the library declares itself has UIKit's (or Foundation's) own name.
        var ownTypes: Set<String> = []
        for text in texts {
            for match in text.matches(of: /(?:public|open) (?:final )?(?:class|struct|enum|protocol) ([A-Za-z]+)/) {
                ownTypes.insert(String(match.1))
            }
        }
        for (file, text) in zip(files, texts) {
            for match in text.matches(
                of: /public typealias ([A-Za-z]+) = (?:PresentationKit\.)?([A-Z][A-Za-z]*)(?:\.[A-Za-z]+)?\s*\n/)
            {
                let engine = String(match.2)
                // `Bundle`, `Selector`: the engine's name is UIKit's own.
                if engine == String(match.1) || ownTypes.contains(engine) { continue }
                if engine.hasPrefix("UI") || engine.hasPrefix("CG") || engine.hasPrefix("NS") || engine.hasPrefix("CA")
                    || ["Double", "String", "OpaquePointer", "Notification"].contains(engine)
                {
                    continue
                }
                if !known.contains(engine) { missing.append("\(file): \(engine)") }
            }
        }
        #expect(missing.isEmpty, "engine types aliased by the library but not in EngineNames: \(missing)")
    }
}

/// A type of the user's that shares an engine type's name keeps its own name in a diagnostic
/// (Movin's class `TimingCurve` is not `UIView.AnimationCurve`).
@Suite struct EngineNamesDeclaredTests {
    @Test func aNameTheUsersFilesDeclareIsNotRespelled() {
        let message = "type 'TimingCurve' does not conform to protocol 'TimingCurveProvider'"
        #expect(
            EngineNames.respelled(message, declared: ["TimingCurve"])
                == "type 'TimingCurve' does not conform to protocol 'UITimingCurveProvider'")
        #expect(EngineNames.respelled(message).hasPrefix("type 'UIView.AnimationCurve'"))
    }

    @Test func theDeclaredNamesAreReadFromTheSources() {
        let names = DiagnosticMapper.declaredTypeNames(in: [
            "public class TimingCurve: NSObject {}\nstruct Point { }\nenum Mode: Int {}",
            "protocol Card: AnyObject {}\nfinal class X {}\nlet structure = 1",
        ])
        #expect(names.isSuperset(of: ["TimingCurve", "Point", "Mode", "Card", "X"]))
        #expect(!names.contains("structure"))
    }
}
