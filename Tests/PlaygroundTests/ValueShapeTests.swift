import Testing

@testable import Playground

/// Issue 38, item 13: an `expect` line whose value cannot be what its subject is fails to parse,
/// at the value's column, instead of counting as a failed claim about the screen.
@Suite struct ValueShapeTests {
    func problem(_ line: String) -> ParseError? {
        do {
            _ = try Parser.parse(line, table: .standard)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("expect phase == presented presented", 27),
        ("expect presented.frame == 0 0 375", 31),
        ("expect phase == bogus", 17),
        ("expect presented.alpha < inf", 26),
        ("expect phase < idle", 14),
        ("expect traits == wC", 18),
        ("expect trace count present == 2 junk", 31),
        ("expect device.size == 375", 23),
        ("expect presented.transform == 1 0 0", 35),
    ])
    func aMalformedValueIsASyntaxError(line: String, column: Int) {
        let error = problem(line)
        #expect(error != nil, "\(line)")
        #expect(error?.column == column, "\(line)")
    }

    @Test(arguments: [
        "expect phase == presented", "expect presented.frame == {30, 30, 315, 607}", "expect traits == wC hR",
        "expect presented.transform == identity", "expect presented.alpha ~= 0.5 within 0.1",
        "expect device.size == 375 667", "expect trace count present == 1", "expect leftBehind == none",
        "expect presented.autoresizing == W+H", "expect presented.hidden == false",
        "expect presentation.effectiveStyle != none",
    ])
    func aWellFormedValueParses(line: String) {
        #expect(problem(line) == nil, "\(line)")
    }
}
