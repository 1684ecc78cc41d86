import Testing

@testable import TextArt

/// One XML escaper for SVG exports and JUnit reports, with each document's rule for layout.
@Suite struct XMLTextTests {
    let sample = "a<b & \"c\">\td\ne\r\u{1}f\u{FFFE}"

    @Test func anSVGLineKeepsTheTabAndDropsBreaksAndForbiddenCharacters() {
        #expect(XMLText.escaped(sample, .singleLine, forbidden: "") == "a&lt;b &amp; &quot;c&quot;&gt;\tdef")
    }

    @Test func aJUnitMessageKeepsLayoutAsReferencesAndShowsForbiddenCharacters() {
        #expect(
            XMLText.escaped(sample, .references, forbidden: "?")
                == "a&lt;b &amp; &quot;c&quot;&gt;&#9;d&#10;e&#13;?f?")
    }
}
