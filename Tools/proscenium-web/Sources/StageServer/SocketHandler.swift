import NIOCore
import NIOWebSocket

/// One page's WebSocket: it joins the hub when it opens, leaves when it closes, answers pings,
/// and passes the page's keys (`key next`, `key previous`: a clicker's PageDown and PageUp in a
/// demo) to `keys`.
final class SocketHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    let hub: StageHub
    let keys: (String) -> Void
    private var client: StageClient?

    init(hub: StageHub, keys: @escaping (String) -> Void) {
        self.hub = hub
        self.keys = keys
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { client = hub.join(context.channel) }
    }

    func channelActive(context: ChannelHandlerContext) {
        if client == nil { client = hub.join(context.channel) }
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        hub.leave(context.channel)
        context.fireChannelInactive()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        client?.flush()
        context.fireChannelWritabilityChanged()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .connectionClose:
            hub.leave(context.channel)
            let close = WebSocketFrame(
                fin: true, opcode: .connectionClose, data: context.channel.allocator.buffer(capacity: 0))
            context.writeAndFlush(wrapOutboundOut(close)).whenComplete { _ in context.close(promise: nil) }
        case .ping:
            let pong = WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)
            context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
        case .text:
            let text = String(buffer: frame.unmaskedData)
            if text == "key next" || text == "key previous" { keys(text) }
        default:
            break
        }
    }
}
