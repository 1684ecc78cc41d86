import Testing

@testable import Playground

/// `help WORD` with no such topic names the topic it most likely meant (issue 37).
@Suite struct HelpSuggestionTests {
    private let table = CommandTable.standard

    @Test func aWordThatBeginsWithATopicGetsThatTopic() {
        #expect(table.nearestHelpTopic(to: "sett") == "set")
        #expect(table.nearestHelpTopic(to: "setings") == "set")
    }

    @Test func aSlipOfTheKeysGetsTheNearestTopic() {
        #expect(table.nearestHelpTopic(to: "presnt") == "present")
        #expect(table.nearestHelpTopic(to: "DISMIS") == "dismiss")
    }

    @Test func aWordFarFromEveryTopicGetsNone() {
        #expect(table.nearestHelpTopic(to: "xyz") == nil)
        #expect(table.nearestHelpTopic(to: "sh") == nil)
    }

    @Test func theErrorLineOffersTheTopicOrElseTheOverview() {
        let near = ErrorWording.line(for: .unknownHelpTopic("sett", nearest: "set"), location: "a.scene:1:1")
        #expect(near == "a.scene:1:1: error: no help for `sett`; did you mean `help set`?")
        let far = ErrorWording.line(for: .unknownHelpTopic("xyz"), location: "a.scene:1:1")
        #expect(far == "a.scene:1:1: error: no help for `xyz`; did you mean `help`?")
    }

    @Test func theSessionAsksTheTableForTheNearestTopic() {
        let outputs = Session().apply(.help("presnt"))
        #expect(outputs == [.error(.unknownHelpTopic("presnt", nearest: "present"))])
    }
}
