#if canImport(Glibc)
import Glibc
#endif
import PresentationKit
import UIKit

// A prototype of the contained runner: commands in on standard input, one per line; the trace
// events each command added out on standard output, then a line with a single dot.
let engine = Engine()
let host = CardHostViewController()
engine.setRootViewController(host)
var seen = 0
while let line = readLine() {
    switch line {
    case "present": host.showCard()
    case "dismiss": host.hideCard()
    default: print("error: unknown command \(line)")
    }
    engine.run()
    for event in engine.trace[seen...] {
        print(formatFixed(event.time, decimals: 3), event.receiver.rawValue, event.type, event.call)
    }
    seen = engine.trace.count
    print(".")
    fflush(stdout)
}
