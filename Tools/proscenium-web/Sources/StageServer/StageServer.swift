import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket
import ProsceniumStagePage

/// The live stage page's server: HTTP and WebSocket on the loopback addresses only (127.0.0.1,
/// and ::1 where the machine has it), on one event loop thread.
public final class StageServer {
    public let hub: StageHub
    public let port: Int
    public let token: AccessToken
    private let group: MultiThreadedEventLoopGroup
    private let channels: [Channel]

    /// Listens on `port` (0: a free one, the same on both addresses); `keys` gets the page's
    /// keys on the event loop's thread.
    public init(port: Int, token: AccessToken, title: String, demo: Bool, keys: @escaping (String) -> Void) throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let hub = StageHub(loop: loop, hello: StagePage.hello(title: title, demo: demo))
        let page = StagePage.liveDocument(title: title)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 64)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.writeBufferWaterMark, value: .init(low: 32 * 1024, high: 256 * 1024))
            .childChannelInitializer { channel in
                let pageHandler = PageHandler(token: token, page: page)
                let upgrader = NIOWebSocketServerUpgrader(
                    maxFrameSize: 1 << 16,
                    shouldUpgrade: { channel, head in
                        let target = RequestTarget(head.uri)
                        let ok = target.path == "/live" && token.accepts(target.token)
                        return channel.eventLoop.makeSucceededFuture(ok ? HTTPHeaders() : nil)
                    },
                    upgradePipelineHandler: { channel, _ in
                        channel.pipeline.addHandler(SocketHandler(hub: hub, keys: keys))
                    })
                return channel.pipeline.configureHTTPServerPipeline(
                    withServerUpgrade: (
                        upgraders: [upgrader],
                        completionHandler: { _ in _ = channel.pipeline.removeHandler(pageHandler) }
                    )
                ).flatMap { channel.pipeline.addHandler(pageHandler) }
            }
        do {
            let v4 = try bootstrap.bind(host: "127.0.0.1", port: port).wait()
            let actual = v4.localAddress?.port ?? port
            var channels = [v4]
            // The same port on IPv6's loopback, where there is one.
            if let v6 = try? bootstrap.bind(host: "::1", port: actual).wait() { channels.append(v6) }
            self.port = actual
            self.channels = channels
        } catch {
            try? group.syncShutdownGracefully()
            throw error
        }
        self.hub = hub
        self.token = token
        self.group = group
    }

    public func stop() {
        for c in channels { try? c.close().wait() }
        try? group.syncShutdownGracefully()
    }
}
