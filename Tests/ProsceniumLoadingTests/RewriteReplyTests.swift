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

    @Test func aSpanStandingForAnotherPlaceKeepsItAcrossTheTrip() throws {
        // A forwarder inserted at the closing brace of line 2 (column 1) for a member at 7:19 of
        // file 0, its parameter's type at 3:40 of file 1; `; ` and the last space are the brace's.
        let original = "class Dialog: UIViewController {\n}\n"
        let brace = 33
        let member = SourcePlace(file: 0, line: 7, column: 19)
        let type = SourcePlace(file: 1, line: 3, column: 40)
        let source = RewrittenSource(
            original: original,
            edits: [
                SourceEdit(start: brace, end: brace, replacement: "override func f(_ x: ", standsFor: member),
                SourceEdit(start: brace, end: brace, replacement: "Missing", standsFor: type),
                SourceEdit(start: brace, end: brace, replacement: ") { g(x) }", standsFor: member),
                SourceEdit(start: brace, end: brace, replacement: " "),
            ])
        #expect(source.text == "class Dialog: UIViewController {\noverride func f(_ x: Missing) { g(x) } }\n")
        let reply = RewriteReply(rewritten: [source], candidates: [], classNames: ["Dialog"])
        let text = reply.json.serialized
        #expect(text.contains(#""places":[[2,1,0,7,19],[2,22,1,3,40],[2,29,0,7,19]]"#))
        let back = try RewriteReply(json: text)
        #expect(back == reply)
        let r = back.rewritten[0]
        #expect(r.place(line: 2, column: 15) == member)
        #expect(r.place(line: 2, column: 22) == type)
        #expect(r.place(line: 2, column: 28) == type)
        #expect(r.place(line: 2, column: 31) == member)
        #expect(r.place(line: 2, column: 39) == nil)
        #expect(r.place(line: 1, column: 1) == nil)
        // Columns past the insertion are the brace's own, as before.
        #expect(r.userColumn(line: 2, column: 40) == 1)
    }

    @Test func aReplyWithoutPlacesReadsAsBeforeAndAPlaceOffEverySpanIsRefused() throws {
        // A rewriter of an earlier build writes no `places`; the version is the same.
        let earlier =
            #"{"version":2,"files":[{"text":"x","spans":[[1,1,5,1,2]],"refusals":[]}],"candidates":[],"classNames":[],"passedOver":[],"plainMethods":{}}"#
        let read = try RewriteReply(json: earlier)
        #expect(read.rewritten[0].spans[1] == [.init(newStart: 1, newEnd: 5, oldStart: 1, oldEnd: 2)])
        #expect(read.rewritten[0].place(line: 1, column: 2) == nil)
        let stray =
            #"{"version":2,"files":[{"text":"x","spans":[[1,1,5,1,2]],"refusals":[],"places":[[1,3,0,4,5]]}],"candidates":[],"classNames":[],"passedOver":[],"plainMethods":{}}"#
        #expect(throws: RewriteReply.Unreadable(reason: "a place names no column span")) {
            try RewriteReply(json: stray)
        }
    }

    @Test func asTypeMethodNamesAPlainMethodAcrossTheTrip() throws {
        let back = try RewriteReply(json: Self.sample.json.serialized)
        #expect(back.candidate(named: "Host.later()")?.method == "later")
        #expect(back.candidate(named: "Host.missing") == nil)
        #expect(back.nothingToRun(in: "f.swift").contains("Card (view controller without an init())"))
    }

    @Test func theCallsAddedForPrivateAndSenderMethodsSurviveTheTrip() throws {
        var reply = Self.sample
        reply.candidates[0].call = "__psc_call_Host_showCard"
        reply.calls = ["Host": ["showCard": "__psc_call_Host_showCard"]]
        let back = try RewriteReply(json: reply.json.serialized)
        #expect(back == reply)
        #expect(back.candidate(named: "Host.showCard")?.call == "__psc_call_Host_showCard")
        #expect(back.candidate(named: "Host.later")?.call == nil)
        #expect(StageMainSource.source(for: back.candidates[0]).contains(".__psc_call_Host_showCard()"))
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
