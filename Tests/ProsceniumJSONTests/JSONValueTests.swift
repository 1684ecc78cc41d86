import Testing

@testable import ProsceniumJSON

/// The writer behind the scripting contract: keys in the order given, numbers spelled one way,
/// every control character escaped; and the reader takes back what the writer wrote.
@Suite struct JSONValueTests {
    @Test func objectsKeepTheirKeysInTheOrderGiven() {
        let v = JSONValue.object([("z", .number(1)), ("a", .number(2))])
        #expect(v.serialized == #"{"z":1,"a":2}"#)
    }

    @Test func numbersHaveAtMostSixDecimalsAndNoExponent() {
        #expect(
            JSONValue.array([.number(0.5), .number(93.75), .number(1.0 / 3), .number(1e-9)]).serialized
                == "[0.5,93.75,0.333333,0]")
    }

    @Test func aNumberThatIsNotFiniteIsNull() {
        #expect(JSONValue.array([.number(.nan), .number(.infinity)]).serialized == "[null,null]")
    }

    @Test func controlCharactersAndQuotesAreEscaped() {
        #expect(JSONText.quote("a\"b\\c\n\u{1B}[1m") == #""a\"b\\c\n\u001b[1m""#)
    }

    @Test func whatIsWrittenReadsBack() throws {
        let v = JSONValue.object([
            ("s", .string("✅ \"quoted\"\n")), ("n", .number(-12.5)), ("b", .bool(true)), ("x", .null),
            ("list", .array([.number(1), .object([("k", .string("v"))])])),
        ])
        #expect(try JSONReader.parse(v.serialized) == v)
    }

    @Test func textAfterTheValueIsRefused() {
        #expect(throws: JSONReader.Failure.self) { try JSONReader.parse("{} x") }
    }

    @Test func lookupsReadTheFirstKey() {
        let v = JSONValue.object([("k", .string("first")), ("k", .string("second"))])
        #expect(v["k"]?.stringValue == "first")
        #expect(v["missing"] == nil)
    }
}
