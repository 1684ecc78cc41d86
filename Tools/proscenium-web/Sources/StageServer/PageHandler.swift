import NIOCore
import NIOHTTP1
import ProsceniumStagePage

/// Plain HTTP: the page at `/` with the right token, 403 for any request without it (the
/// WebSocket's address included, when its upgrade was refused), 404 for anything else. The page
/// is the one `StagePage` holds; nothing is read from disk and nothing points off the machine.
final class PageHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    let token: AccessToken
    let page: String
    private var head: HTTPRequestHead?

    init(token: AccessToken, page: String) {
        self.token = token
        self.page = page
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let h): head = h
        case .body: break
        case .end:
            guard let head else { return }
            self.head = nil
            respond(context: context, to: head)
        }
    }

    func respond(context: ChannelHandlerContext, to head: HTTPRequestHead) {
        let target = RequestTarget(head.uri)
        let (status, type, body) = Self.answer(target, method: head.method, token: token, page: page)
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: type)
        headers.add(name: "Content-Length", value: String(body.utf8.count))
        headers.add(name: "Cache-Control", value: "no-store")
        // The address carries the token: never send it on to another site.
        headers.add(name: "Referrer-Policy", value: "no-referrer")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        headers.add(name: "Connection", value: head.isKeepAlive ? "keep-alive" : "close")
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: status, headers: headers))),
            promise: nil)
        if head.method != .HEAD {
            context.write(
                wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: body)))), promise: nil)
        }
        let keepAlive = head.isKeepAlive
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if !keepAlive { context.close(promise: nil) }
        }
    }

    /// What a request gets, decided without a channel (the tests call it).
    static func answer(_ target: RequestTarget, method: HTTPMethod, token: AccessToken, page: String) -> (
        HTTPResponseStatus, String, String
    ) {
        let text = "text/plain; charset=utf-8"
        guard token.accepts(target.token) else {
            return (.forbidden, text, "403: this address needs the token the prompt printed (stage view: …?token=…)\n")
        }
        guard method == .GET || method == .HEAD else { return (.methodNotAllowed, text, "405: only GET\n") }
        switch target.path {
        case "/", "/index.html": return (.ok, "text/html; charset=utf-8", page)
        case "/live": return (.badRequest, text, "400: /live is the page's WebSocket\n")
        default: return (.notFound, text, "404: the stage page is at /\n")
        }
    }
}
