import NIOCore
import StageServer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `proscenium-web [--port N] [--demo] [--title T]`, started by the prompt (`proscenium web`):
// it says `listening PORT TOKEN` (or `error WHY`) on descriptor 3, then serves the page and
// publishes each line of its standard input (one step of the session as JSON) to every page.
// It ends when its standard input ends: the prompt ended, by any path, a crash included.

signal(SIGPIPE, SIG_IGN)
var port = 0
var demo = false
var title = "Proscenium stage"
var arguments = CommandLine.arguments.dropFirst()
while let a = arguments.popFirst() {
    switch a {
    case "--port": port = Int(arguments.popFirst() ?? "") ?? -1
    case "--demo": demo = true
    case "--title": title = arguments.popFirst() ?? title
    default: port = -1
    }
}

/// A line to the prompt on descriptor 3, never blocking: a key the prompt is not reading now
/// (outside a demo) is dropped rather than hold the server.
func reply(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(3, $0.baseAddress, $0.count) }
}
_ = fcntl(3, F_SETFL, fcntl(3, F_GETFL) | O_NONBLOCK)

guard (0...65_535).contains(port) else {
    reply("error usage: proscenium-web [--port N] [--demo] [--title T]")
    exit(2)
}
guard let token = AccessToken.random() else {
    reply("error no random bytes for the page's token (/dev/urandom)")
    exit(1)
}
let server: StageServer
do {
    server = try StageServer(port: port, token: token, title: title, demo: demo, keys: reply)
} catch let error as IOError where error.errnoCode == EADDRINUSE {
    reply("error port \(port) on 127.0.0.1 is in use (--port 0 picks a free one)")
    exit(1)
} catch let error as IOError {
    reply("error cannot listen on 127.0.0.1 port \(port): \(String(cString: strerror(error.errnoCode)))")
    exit(1)
} catch {
    reply("error cannot listen on 127.0.0.1 port \(port): \(error)")
    exit(1)
}
reply("listening \(server.port) \(token.text)")
while let line = readLine(strippingNewline: true) {
    if !line.isEmpty { server.hub.publish(line) }
}
// The prompt is gone: nothing is left listening.
exit(0)
