import PresentationKit
import Testing

@testable import Playground

/// The error a line that must not parse gives; a successful parse fails the calling test.
private func parseError(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> ParseError? {
    do {
        let command = try Parser.parse(line)
        Issue.record("`\(line.prefix(60))` parsed as \(command)", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

/// The one line the user sees for a line that does not parse.
private func wording(_ line: String, location: String? = nil, sourceLocation: SourceLocation = #_sourceLocation)
    -> String
{
    guard let error = parseError(line, sourceLocation: sourceLocation) else { return "" }
    return ErrorWording.line(for: .parse(error, line: line), location: location)
}

@Suite("Parse errors: where, what, and the nearest valid command")
struct ParseErrorTests {
    // MARK: Column and problem

    @Test("A misspelt word is unexpected at its own column")
    func misspeltWord() throws {
        let e = try #require(parseError("set fram inset 30"))
        #expect(e.column == 5)
        #expect(e.problem == .unexpectedWord("fram"))
        #expect(e.expected.contains("frame"))
    }

    @Test("A missing number is reported just past the end of the line")
    func missingNumber() throws {
        let line = "set frame inset"
        let e = try #require(parseError(line))
        #expect(e.problem == .missing)
        #expect(e.column == line.count + 1)
        #expect(e.expected == ["<inset>"])
    }

    @Test("A word where a number belongs is not a number")
    func notANumber() throws {
        let e = try #require(parseError("set frame inset abc"))
        #expect(e.column == 17)
        #expect(e.problem == .notANumber("abc", what: "inset"))
    }

    @Test("A progress past 1 is out of range")
    func outOfRange() throws {
        let e = try #require(parseError("cancel at 2"))
        #expect(e.column == 11)
        guard case .outOfRange(let value, let what, _) = e.problem else {
            Issue.record("expected outOfRange, got \(e.problem)")
            return
        }
        #expect(value == 2)
        #expect(what == "progress")
    }

    @Test("Words after a complete command are extra")
    func extraWords() throws {
        let e = try #require(parseError("present now"))
        #expect(e.column == 9)
        #expect(e.problem == .extraWords("now"))
    }

    @Test("An unterminated quote is reported where the quote opens")
    func unterminatedQuote() throws {
        let e = try #require(parseError(#"set content "unterminated"#))
        #expect(e.problem == .unterminatedQuote)
        #expect(e.column == 13)
    }

    @Test("An unknown first word lists the command words")
    func unknownCommand() throws {
        let e = try #require(parseError("presnt"))
        #expect(e.column == 1)
        #expect(e.problem == .unexpectedWord("presnt"))
        #expect(e.expected.contains("present"))
    }

    // MARK: Numbers that are not numbers

    @Test(
        "Division by zero, NaN, infinities and a lone sign are not numbers",
        arguments: [
            "1/0", "0/0", "nan", "NaN", "inf", "-inf", "infinity", "-", "+", ".", "1e400", "1/", "/2", "1..2", "--1",
            "0x10", "١٢",
        ])
    func rejectedNumbers(text: String) throws {
        #expect(NumberParser.parse(text) == nil)
        let e = try #require(parseError("set corner \(text)"))
        #expect(e.column == 12)
        #expect(e.problem == .notANumber(text, what: "corner radius"))
    }

    @Test("A negative corner radius parses as a number but is out of range")
    func negativeIsOutOfRange() throws {
        let e = try #require(parseError("set corner -5"))
        guard case .outOfRange(-5, "corner radius", _) = e.problem else {
            Issue.record("expected outOfRange, got \(e.problem)")
            return
        }
    }

    // MARK: Hostile input never crashes and stays one line

    @Test("A 10,000-character word is rejected and the error line stays short")
    func hugeWord() throws {
        let line = String(repeating: "x", count: 10_000)
        let e = try #require(parseError(line))
        #expect(e.column == 1)
        #expect(e.problem == .unexpectedWord(line))
        let text = ErrorWording.line(for: .parse(e, line: line))
        #expect(text.hasPrefix("error: column 1:"))
        #expect(text.count < 400)
        #expect(!text.contains("\n"))
    }

    @Test("10,000 characters after a complete command are extra words")
    func hugeTail() throws {
        let line = "present " + String(repeating: "ab ", count: 3_334)
        #expect(line.count > 10_000)
        let e = try #require(parseError(line))
        #expect(e.column == 9)
        #expect(e.problem == .extraWords("ab"))
    }

    @Test("NUL and control bytes are rejected and shown as ? in the error line")
    func controlBytes() throws {
        let line = "pre\u{0}sent\u{7}\u{1b}[2J"
        let e = try #require(parseError(line))
        #expect(e.column == 1)
        #expect(e.problem == .unexpectedWord(line))
        let text = ErrorWording.line(for: .parse(e, line: line))
        #expect(text.hasPrefix("error: column 1:"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f })
        #expect(text.contains("pre?sent??[2J"))
    }

    @Test("A control byte where a number belongs is not a number")
    func controlByteAsNumber() throws {
        let e = try #require(parseError("set corner 1\u{0}2"))
        #expect(e.problem == .notANumber("1\u{0}2", what: "corner radius"))
    }

    @Test("Invalid UTF-8 (decoded as replacement characters) is an unexpected word")
    func invalidUTF8() throws {
        let junk = String(decoding: [0xff, 0xfe] as [UInt8], as: UTF8.self)
        let e = try #require(parseError(junk))
        #expect(e.column == 1)
        #expect(e.problem == .unexpectedWord(junk))
        let after = try #require(parseError("present " + junk))
        #expect(after.column == 9)
        #expect(after.problem == .extraWords(junk))
    }

    @Test("Columns count characters, not bytes")
    func columnsCountCharacters() throws {
        let e = try #require(parseError(#"set content "✅✅" now"#))
        #expect(e.column == 18)
        #expect(e.problem == .extraWords("now"))
    }

    // MARK: The one-line wording

    @Test("A misspelt word names the column and the corrected line")
    func wordingMisspelt() {
        let text = wording("set fram inset 30")
        #expect(text.hasPrefix("error: column 5:"))
        #expect(text.contains("did you mean `set frame inset 30`?"))
    }

    @Test(
        "Misspellings are corrected to the nearest keyword",
        arguments: [
            ("animator bouncey", "animator bouncy"),
            ("presnt", "present"),
            ("set frame inset", "set frame inset 30"),
            ("devise ipad", "device ipad"),
            ("set dimming tap-dismis on", "set dimming tap-dismiss on"),
        ])
    func wordingSuggests(line: String, suggestion: String) {
        #expect(wording(line).contains("did you mean `\(suggestion)`?"))
    }

    @Test("In a script the location replaces the column")
    func wordingWithLocation() {
        let text = wording("set fram inset 30", location: "scene.scene:3:5")
        #expect(text.hasPrefix("scene.scene:3:5: error: "))
        #expect(!text.contains("column"))
    }

    @Test("A missing number says what is missing")
    func wordingMissing() {
        let text = wording("set frame inset")
        #expect(text.hasPrefix("error: column 16: missing inset"))
    }

    @Test("An out-of-range number states the allowed range")
    func wordingOutOfRange() {
        #expect(wording("cancel at 2").hasPrefix("error: column 11: progress 2 is out of range (0 to 1)"))
    }

    @Test(
        "The error is exactly one line",
        arguments: [
            "set fram inset 30", "set frame inset", "set frame inset abc", "cancel at 2", "present now",
            #"set content "unterminated"#, "animator bouncey", "presnt", "present\nnow", "pre\nsnt",
            "set frame inset 30\r\nrotate now", "expect", "expect trace order a", "\u{0}\u{1}\u{2}",
        ])
    func oneLine(line: String) {
        let text = wording(line)
        #expect(text.hasPrefix("error: "))
        #expect(!text.contains("\n"))
        #expect(!text.contains("\r"))
    }

    @Test("A suggestion that keeps a quoted newline still fits on one line")
    func oneLineWithQuotedNewline() {
        let text = wording("set contnt \"two\nlines\"")
        #expect(text.hasPrefix("error: column 5:"))
        #expect(!text.contains("\n"))
    }
}
