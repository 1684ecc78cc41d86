import XCTest

@testable import StageServer

final class RequestTargetTests: XCTestCase {
    func testThePathAndTheTokenAreRead() {
        let t = RequestTarget("/live?x=1&token=abc&y=2")
        XCTAssertEqual(t.path, "/live")
        XCTAssertEqual(t.token, "abc")
    }

    func testNoQueryMeansNoToken() {
        XCTAssertNil(RequestTarget("/").token)
        XCTAssertNil(RequestTarget("/?tokenx=abc").token)
    }
}
