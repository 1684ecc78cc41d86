import NIOCore
import NIOEmbedded
import NIOWebSocket
import XCTest

@testable import StageServer

final class StageHubTests: XCTestCase {
    private func connectedChannel(_ loop: EmbeddedEventLoop) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    private func sent(_ channel: EmbeddedChannel) throws -> [String] {
        var texts: [String] = []
        while let frame = try channel.readOutbound(as: WebSocketFrame.self) { texts.append(String(buffer: frame.data)) }
        return texts
    }

    func testAPageThatJoinsGetsTheHelloThenTheLatestStep() throws {
        let loop = EmbeddedEventLoop()
        let hub = StageHub(loop: loop, hello: "{\"proscenium\":\"hello\"}")
        hub.publishOnLoop("step 1")
        hub.publishOnLoop("step 2")
        let channel = try connectedChannel(loop)
        _ = hub.join(channel)
        XCTAssertEqual(try sent(channel), ["{\"proscenium\":\"hello\"}", "step 2"])
    }

    func testAPageThatFallsBehindGetsOnlyTheNewestStep() throws {
        let loop = EmbeddedEventLoop()
        let hub = StageHub(loop: loop, hello: "hello")
        let channel = try connectedChannel(loop)
        let client = hub.join(channel)
        XCTAssertEqual(try sent(channel), ["hello"])
        channel.isWritable = false
        for i in 1...5 { hub.publishOnLoop("step \(i)") }
        XCTAssertEqual(try sent(channel), [], "nothing is written to a page whose buffer is full")
        channel.isWritable = true
        client.flush()
        XCTAssertEqual(try sent(channel), ["step 5"])
        XCTAssertEqual(client.dropped, 4)
    }

    func testAPageThatLeftIsSentNothing() throws {
        let loop = EmbeddedEventLoop()
        let hub = StageHub(loop: loop, hello: "hello")
        let channel = try connectedChannel(loop)
        _ = hub.join(channel)
        hub.leave(channel)
        hub.publishOnLoop("step 1")
        XCTAssertEqual(try sent(channel), ["hello"])
        XCTAssertEqual(hub.clientCount, 0)
    }
}
