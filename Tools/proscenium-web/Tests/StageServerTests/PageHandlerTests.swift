import NIOHTTP1
import XCTest

@testable import StageServer

final class PageHandlerTests: XCTestCase {
    let token = AccessToken(text: "0123456789abcdef0123456789abcdef")

    func testThePageNeedsTheToken() {
        XCTAssertEqual(PageHandler.answer(RequestTarget("/"), method: .GET, token: token, page: "P").0, .forbidden)
        XCTAssertEqual(
            PageHandler.answer(
                RequestTarget("/?token=0123456789abcdef0123456789abcdee"), method: .GET, token: token, page: "P"
            )
            .0, .forbidden)
        let ok = PageHandler.answer(RequestTarget("/?token=" + token.text), method: .GET, token: token, page: "P")
        XCTAssertEqual(ok.0, .ok)
        XCTAssertEqual(ok.2, "P")
    }

    func testEveryOtherAddressNeedsTheTokenToo() {
        XCTAssertEqual(
            PageHandler.answer(RequestTarget("/favicon.ico"), method: .GET, token: token, page: "P").0, .forbidden)
        XCTAssertEqual(PageHandler.answer(RequestTarget("/live"), method: .GET, token: token, page: "P").0, .forbidden)
        XCTAssertEqual(
            PageHandler.answer(RequestTarget("/x?token=" + token.text), method: .GET, token: token, page: "P").0,
            .notFound)
    }

    func testATokenIsThirtyTwoHexDigitsAndNewEachTime() throws {
        let a = try XCTUnwrap(AccessToken.random())
        let b = try XCTUnwrap(AccessToken.random())
        XCTAssertEqual(a.text.count, 32)
        XCTAssertTrue(a.text.allSatisfy { "0123456789abcdef".contains($0) })
        XCTAssertNotEqual(a, b)
        XCTAssertFalse(a.accepts(nil))
        XCTAssertFalse(a.accepts(String(a.text.dropLast())))
    }
}
