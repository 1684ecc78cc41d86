import ProsceniumJSON
import Testing

@testable import ProsceniumLoading

/// The reply crosses a process boundary: what the rewriter writes, `load` must read back whole.
@Suite struct RewriteReplyTests {
    static let sample = RewriteReply(
        rewritten: [
            RewrittenSource(
                original: "let s = #selector(go)\nlet t = 1\n",
                edits: [SourceEdit(start: 8, end: 21, replacement: "Selector { x }")]),
            RewrittenSource(
                text: "import UIKit\n", spans: [:], refusals: [Refusal(line: 3, column: 7, message: "no \"perform\"")]),
        ],
        candidates: [
            Candidate(typeName: "Host", kind: .presentingController, method: "showCard"),
            Candidate(typeName: "Delegate", kind: .transitioningDelegate),
        ],
        classNames: ["Host", "Delegate", "Card"], passedOver: ["Card (view controller without an init())"],
        plainMethods: ["Host": ["showCard", "later"]])

    @Test func aReplyReadsBackAsWritten() throws {
        let text = Self.sample.json.serialized
        #expect(try RewriteReply(json: text) == Self.sample)
    }

    @Test func theColumnMapSurvivesTheTrip() throws {
        let back = try RewriteReply(json: Self.sample.json.serialized)
        // `#selector(go)` (13 bytes from column 9) became `Selector { x }` (14 bytes).
        #expect(back.rewritten[0].userColumn(line: 1, column: 10) == 9)
        #expect(back.rewritten[0].userColumn(line: 1, column: 24) == 23)
        #expect(back.rewritten[0].userColumn(line: 2, column: 5) == 5)
    }

    @Test func asTypeMethodNamesAPlainMethodAcrossTheTrip() throws {
        let back = try RewriteReply(json: Self.sample.json.serialized)
        #expect(back.candidate(named: "Host.later()")?.method == "later")
        #expect(back.candidate(named: "Host.missing") == nil)
        #expect(back.nothingToRun(in: "f.swift").contains("Card (view controller without an init())"))
    }

    @Test func everyKindHasAWireNameThatReadsBack() {
        for kind in Candidate.Kind.allCases { #expect(Candidate.Kind(wireName: kind.wireName) == kind) }
    }

    @Test func aReplyOfAnotherVersionIsRefusedByName() {
        #expect(throws: RewriteReply.Unreadable.self) {
            try RewriteReply(
                json: #"{"version":99,"files":[],"candidates":[],"classNames":[],"passedOver":[],"plainMethods":{}}"#)
        }
    }

    @Test func outputThatIsNotJSONIsRefused() {
        do {
            _ = try RewriteReply(json: "Segmentation fault")
            Issue.record("read garbage")
        } catch {
            #expect(error.reason.hasPrefix("not JSON"))
        }
    }

    @Test func aMalformedCandidateIsRefused() {
        let text =
            #"{"version":2,"files":[],"candidates":[{"type":"X","kind":"wizard"}],"classNames":[],"passedOver":[],"plainMethods":{}}"#
        #expect(throws: RewriteReply.Unreadable.self) { try RewriteReply(json: text) }
    }
}
