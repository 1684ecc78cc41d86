import ProsceniumFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh folder under the system's temporary folder, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() {
        var template = Array("/tmp/proscenium-files-test.XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    deinit { _ = system("rm -rf '\(path)'") }

    func file(_ name: String) -> String { path + "/" + name }

    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let p = file(name)
        try! Files.write(text, to: p)
        return p
    }

    func link(_ name: String, to target: String) -> String {
        let p = file(name)
        symlink(target, p)
        return p
    }

    func fifo(_ name: String) -> String {
        let p = file(name)
        mkfifo(p, 0o600)
        return p
    }

    func mode(of path: String) -> mode_t {
        var info = stat()
        stat(path, &info)
        return info.st_mode & 0o7777
    }
}
