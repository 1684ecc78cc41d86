import Testing

@testable import Playground

@Suite("Completer: Tab offers what the parser would accept next")
struct CompleterTests {
    @Test("A partial command word completes to the one it starts")
    func partialCommandWord() {
        #expect(Completer.completions(for: "anim") == ["animator"])
    }

    @Test("An empty line offers every command word")
    func emptyLine() {
        let words = Completer.completions(for: "")
        #expect(words.contains("present"))
        #expect(words.contains("set"))
        #expect(words.contains("animator"))
        #expect(Set(words) == Set(CommandTable.standard.firstWords).subtracting(["?"]))
    }

    @Test("After help, the help topics are offered")
    func helpTopics() {
        let topics = Completer.completions(for: "help ")
        #expect(topics == CommandTable.standard.helpEntries.map(\.topic.rawValue))
        #expect(topics.contains("set") && topics.contains("present"))
        #expect(Completer.completions(for: "help anim") == ["animator"])
    }

    @Test("After set, a partial word completes to a set word")
    func setWord() {
        #expect(Completer.completions(for: "set fr") == ["frame"])
    }

    @Test("pan completes its view, then `by`, then `over` and `velocity` after the numbers")
    func panWords() {
        #expect(Completer.completions(for: "pa") == ["pan"])
        #expect(Completer.completions(for: "pan pre").contains("presented"))
        #expect(Completer.completions(for: "pan presented ") == ["by"])
        #expect(Completer.completions(for: "pan presented by 0 300 ") == ["over", "velocity"])
        #expect(Completer.completions(for: "pan presented by 0 300 over 0.3 ") == ["velocity"])
        #expect(Completer.completions(for: "pan presented by 0 300 velocity 900 ") == ["over"])
    }

    @Test("After set frame, every frame form is offered")
    func frameForms() {
        let forms = Completer.completions(for: "set frame ")
        for form in ["full", "inset", "size", "right-half", "banner", "rect"] {
            #expect(forms.contains(form), "missing \(form)")
        }
    }

    @Test(
        "Completion is by prefix of the current word",
        arguments: [
            ("animator b", ["bouncy"]),
            ("set dimming t", ["tap-dismiss"]),
            ("style over", ["overFullScreen", "overCurrentContext"]),
            ("interactive b", ["both"]),
            ("set layout o", ["on", "off"]),
        ])
    func prefix(text: String, expected: [String]) {
        #expect(Completer.completions(for: text) == expected)
    }

    @Test("device iph offers the four iPhones")
    func iPhones() {
        #expect(
            Set(Completer.completions(for: "device iph")) == [
                "iphone-se", "iphone-5s", "iphone-15", "iphone-15-pro-max",
            ])
    }

    @Test(
        "A complete command that takes nothing more offers nothing",
        arguments: ["rotate ", "undo ", "present --no-animation "])
    func completeCommand(text: String) {
        #expect(Completer.completions(for: text) == [])
    }

    @Test("A complete command that may take more offers what may follow")
    func cancelAt() {
        #expect(Completer.completions(for: "cancel ") == ["at"])
        #expect(Completer.completions(for: "present ") == ["--no-animation", "--on-top"])
        #expect(Completer.completions(for: "show ") == ["tree", "layout"])
    }

    @Test("An unknown word offers nothing")
    func unknownWord() {
        #expect(Completer.completions(for: "xyz") == [])
        #expect(Completer.completions(for: "xyz ") == [])
    }

    @Test("Where a number is next, nothing is offered", arguments: ["set frame inset ", "cancel at ", "resize 507 "])
    func numberNext(text: String) {
        #expect(Completer.completions(for: text) == [])
    }

    @Test("Inside a quoted string nothing is offered")
    func insideQuotes() {
        #expect(Completer.completions(for: #"set content "Fi"#) == [])
    }

    @Test("Completion offers every word the grammar accepts next")
    func agreesWithGrammar() throws {
        // Both lines parse, so the grammar accepts these words here.
        _ = try Parser.parse("animator dismiss fade")
        _ = try Parser.parse("set frame size 1/2 1/2 centered")
        #expect(Completer.completions(for: "animator d").contains("dismiss"))
        #expect(Completer.completions(for: "set frame size 1/2 1/2 ") == ["centered"])
    }
}
