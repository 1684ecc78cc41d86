import CLibEdit
import Testing

@testable import ProsceniumEdge

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `LineEditor`'s reads (`pr_read_byte`): a Ctrl-C ends the read it lands before or during.
@Suite(.serialized) struct LineEditorTests {
    /// A pipe for one test, closed when `body` returns.
    private func withPipe(_ body: (_ read: Int32, _ write: Int32) -> Void) {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer {
            close(fds[0])
            close(fds[1])
        }
        body(fds[0], fds[1])
    }

    /// A Ctrl-C that landed while libedit handled the previous key ends the next read with EINTR
    /// instead of handing over the key typed after it (which blocked until a key came, and then
    /// read it in cooked mode). The key stays for whoever reads next.
    @Test func anInterruptBeforeTheReadWinsOverAWaitingKey() {
        withPipe { input, output in
            var key: UInt8 = 0x78
            #expect(write(output, &key, 1) == 1)
            InterruptSignal.install()
            _ = InterruptSignal.takePending()
            pr_sigint_handler(SIGINT)

            var byte: UInt8 = 0
            #expect(pr_read_byte(input, &byte) == -1)
            #expect(errno == EINTR)
            #expect(InterruptSignal.takePending())
            #expect(pr_read_byte(input, &byte) == 1)
            #expect(byte == 0x78)
        }
    }

    /// A Ctrl-C sent to the reading thread while it waits for a key ends the wait. (A key written
    /// two seconds later ends it too, so a failure is a wrong answer, not a hang.)
    @Test func anInterruptWhileWaitingEndsTheRead() {
        withPipe { input, output in
            InterruptSignal.install()
            _ = InterruptSignal.takePending()
            let reader = pthread_self()
            var helper = pthread_t()
            let sent = pthread_create(
                &helper, nil,
                { context in
                    let fds = context!.load(as: (pthread_t, Int32).self)
                    usleep(100_000)
                    pthread_kill(fds.0, SIGINT)
                    usleep(2_000_000)
                    var key: UInt8 = 0x79
                    _ = write(fds.1, &key, 1)
                    context!.deallocate()
                    return nil
                },
                {
                    let context = UnsafeMutableRawPointer.allocate(
                        byteCount: MemoryLayout<(pthread_t, Int32)>.size,
                        alignment: MemoryLayout<(pthread_t, Int32)>.alignment)
                    context.storeBytes(of: (reader, output), as: (pthread_t, Int32).self)
                    return context
                }())
            #expect(sent == 0)
            var byte: UInt8 = 0
            #expect(pr_read_byte(input, &byte) == -1)
            #expect(errno == EINTR)
            #expect(InterruptSignal.takePending())
            pthread_join(helper, nil)
        }
    }
}
