import NIOCore
import NIOWebSocket

/// Every page connected to the server, and the last step the prompt sent. Confined to the
/// server's one event loop: the prompt's lines reach it through `publish` from another thread.
///
/// A page that falls behind (its socket's buffer full) is never waited for: while a message to
/// it is still being written, only the newest step is kept for it, and older ones are dropped,
/// so a slow or stalled browser costs the prompt nothing and sees the latest state when it
/// catches up. Each step is whole in itself (`StageFeed`), so dropping one loses no state.
public final class StageHub {
    public let loop: EventLoop
    /// The first message each page gets: what kind of session it mirrors.
    let hello: String
    /// The newest step, which a page that connects now is sent first.
    public private(set) var latest: String?
    private var clients: [ObjectIdentifier: StageClient] = [:]

    public init(loop: EventLoop, hello: String) {
        self.loop = loop
        self.hello = hello
    }

    public var clientCount: Int { clients.count }

    /// A step from the prompt, from any thread.
    public func publish(_ line: String) {
        loop.execute { self.publishOnLoop(line) }
    }

    func publishOnLoop(_ line: String) {
        loop.preconditionInEventLoop()
        latest = line
        for client in clients.values { client.offer(line) }
    }

    func join(_ channel: Channel) -> StageClient {
        let client = StageClient(channel: channel)
        clients[ObjectIdentifier(channel)] = client
        client.offer(hello, coalescing: false)
        if let latest { client.offer(latest) }
        return client
    }

    func leave(_ channel: Channel) {
        clients[ObjectIdentifier(channel)] = nil
    }
}

/// One page's socket: at most one message in flight, and at most one waiting (the newest).
final class StageClient {
    let channel: Channel
    /// What waits to be sent; a droppable message is replaced by the next one.
    private var waiting: [(text: String, droppable: Bool)] = []
    private var inFlight = false
    /// Messages replaced by a newer one before they were sent (what a test of a slow page reads).
    private(set) var dropped = 0

    init(channel: Channel) { self.channel = channel }

    /// Queues `text`; a step (`coalescing`) replaces a step still waiting, the hello never does.
    func offer(_ text: String, coalescing: Bool = true) {
        if coalescing, let last = waiting.last, last.droppable {
            waiting[waiting.count - 1] = (text, true)
            dropped += 1
        } else {
            waiting.append((text, coalescing))
        }
        flush()
    }

    func flush() {
        guard !inFlight, channel.isActive, channel.isWritable, !waiting.isEmpty else { return }
        let text = waiting.removeFirst().text
        inFlight = true
        let frame = WebSocketFrame(fin: true, opcode: .text, data: channel.allocator.buffer(string: text))
        channel.writeAndFlush(frame).whenComplete { _ in
            self.inFlight = false
            self.flush()
        }
    }
}
