import ProsceniumNumbers
import TextArt

/// What `check` found in each file, written for a machine: JUnit XML (`check --junit FILE`), which
/// CI services show as test results, or TAP (`check --tap`). Each expect line is one test case,
/// and so is each line in error; each file is one more test case that fails when the file could
/// not be read or checked nothing.
package struct CheckReport: Sendable {
    /// One file's results.
    package struct File: Sendable {
        /// The path as given to `check`.
        package var name: String
        package var lines: [CheckedLine]
        /// Why the file as a whole failed (unreadable, nothing checked, code that did not load); nil when it ran.
        package var problem: String?
        /// The virtual seconds the file ran (`ScriptRunner.virtualSeconds` at its end).
        package var seconds: Double

        package init(name: String, lines: [CheckedLine], problem: String? = nil, seconds: Double? = nil) {
            self.name = name
            self.lines = lines
            self.problem = problem
            self.seconds = seconds ?? lines.last?.clock ?? 0
        }
    }

    package var files: [File] = []
    /// The `<testsuites>` name: the command that checked (`proscenium lesson lint` reports too).
    package var name: String

    package init(files: [File] = [], name: String = "proscenium check") {
        self.files = files
        self.name = name
    }

    /// One test case: its name (`FILE:LINE:COL: expect …`), its line (nil for the file's own
    /// case), the virtual seconds it covers, and what went wrong, if anything.
    struct Case {
        enum Verdict {
            case passed
            case failure(String)
            case error(String)
        }
        var name: String
        var line: Int?
        var seconds: Double
        var verdict: Verdict
    }

    /// The file's own case first, then one per checked line. A line's case covers the virtual
    /// seconds since the line checked before it (what the commands between them ran); the file's
    /// covers the rest, after its last checked line: together they add up to the file's time.
    static func cases(_ file: File) -> [Case] {
        let rest = max(0, file.seconds - (file.lines.last?.clock ?? 0))
        var cases = [
            Case(name: file.name, line: nil, seconds: rest, verdict: file.problem.map { .error($0) } ?? .passed)
        ]
        var before = 0.0
        for l in file.lines {
            let name = "\(file.name):\(l.line):\(l.column): \(l.source)"
            let verdict: Case.Verdict
            switch l.outcome {
            case .passed: verdict = .passed
            case .failed: verdict = .failure(l.message)
            case .error: verdict = .error(l.message)
            }
            cases.append(Case(name: name, line: l.line, seconds: max(0, l.clock - before), verdict: verdict))
            before = max(before, l.clock)
        }
        return cases
    }

    /// Jenkins splits a `classname` at its last dot into package and class, so `scenes/a.scene`
    /// would show as class `scene`: the dots become underscores (`scenes/a_scene`).
    static func className(_ file: String) -> String {
        String(file.map { $0 == "." ? "_" : $0 })
    }

    /// A time as JUnit writes it (seconds, at most three decimals, digits and a point only, which
    /// the Jenkins schema's SUREFIRE_TIME pattern asks for).
    static func time(_ seconds: Double) -> String { formatNumber(seconds, decimals: 3) }

    /// JUnit XML: `<testsuites>` holding one `<testsuite>` per file, one `<testcase>` per case, a
    /// `<failure message=…>` for an expectation that failed and an `<error message=…>` for a line
    /// in error, each with `FILE:LINE:COL: …` as its text. Each case has a `time` (virtual
    /// seconds) and, as GitHub's and GitLab's reporters read for their annotations, the `file`
    /// and the `line`. `strict` leaves out `file` and `line`, which the Jenkins xUnit plugin's
    /// schema (junit-10.xsd) does not allow on a test case, as pytest's `xunit2` family does.
    package func junit(strict: Bool = false) -> String {
        var body = ""
        var total = (tests: 0, failures: 0, errors: 0, seconds: 0.0)
        for file in files {
            let cases = Self.cases(file)
            var failures = 0
            var errors = 0
            var inner = ""
            for c in cases {
                var head =
                    "    <testcase name=\"\(Self.escaped(c.name))\" classname=\"\(Self.escaped(Self.className(file.name)))\""
                head += " time=\"\(Self.time(c.seconds))\""
                if !strict {
                    head += " file=\"\(Self.escaped(file.name))\""
                    if let line = c.line { head += " line=\"\(line)\"" }
                }
                switch c.verdict {
                case .passed:
                    inner += head + "/>\n"
                case .failure(let m):
                    failures += 1
                    inner += head + ">\n      <failure message=\"\(Self.escaped(m))\" type=\"expectation\">"
                    inner += Self.escaped(Self.location(c.name, m)) + "</failure>\n    </testcase>\n"
                case .error(let m):
                    errors += 1
                    inner += head + ">\n      <error message=\"\(Self.escaped(m))\" type=\"error\">"
                    inner += Self.escaped(Self.location(c.name, m)) + "</error>\n    </testcase>\n"
                }
            }
            total.tests += cases.count
            total.failures += failures
            total.errors += errors
            total.seconds += file.seconds
            body += "  <testsuite name=\"\(Self.escaped(file.name))\" tests=\"\(cases.count)\" "
            body += "failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(Self.time(file.seconds))\" "
            body += "file=\"\(Self.escaped(file.name))\">\n" + inner + "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(Self.escaped(name))\" tests=\"\(total.tests)\" failures=\"\(total.failures)\" "
            + "errors=\"\(total.errors)\" time=\"\(Self.time(total.seconds))\">\n" + body + "</testsuites>\n"
    }

    /// TAP version 13: `ok N - NAME` or `not ok N - NAME` with the message in a YAML block.
    package func tap() -> String {
        let all = files.flatMap(Self.cases)
        var out = "TAP version 13\n1..\(all.count)\n"
        for (i, c) in all.enumerated() {
            // `#` starts a directive in TAP, so it is escaped in a description.
            let name = Self.oneLine(c.name).map { $0 == "#" ? "\\#" : String($0) }.joined()
            switch c.verdict {
            case .passed: out += "ok \(i + 1) - \(name)\n"
            case .failure(let m), .error(let m):
                let severity: String
                if case .failure = c.verdict { severity = "fail" } else { severity = "error" }
                out += "not ok \(i + 1) - \(name)\n  ---\n  message: \(Self.yamlQuoted(m))\n"
                out += "  severity: \(severity)\n  ...\n"
            }
        }
        return out
    }

    /// The case's `FILE:LINE:COL` (or the file's name) and the message, as `check` prints it.
    static func location(_ name: String, _ message: String) -> String {
        // The name is `FILE:LINE:COL: LINE`; a file's name alone has no `: `.
        var place = Substring(name)
        var rest = Substring(name)
        while let colon = rest.firstIndex(of: ":") {
            let after = rest.index(after: colon)
            if after < rest.endIndex, rest[after] == " " {
                place = name[..<colon]
                break
            }
            rest = rest[after...]
        }
        return place + ": " + message
    }

    /// Text for an XML attribute or element: markup escaped, and the characters XML 1.0 does not
    /// allow (control characters a file may hold) shown as `?`.
    static func escaped(_ s: String) -> String { XMLText.escaped(s, .references, forbidden: "?") }

    static func oneLine(_ s: String) -> String {
        // A control character from the file (an ESC in a mistyped directive) would reach the
        // reader's terminal raw: shown as `plain` shows it, as `check` prints it.
        TerminalText.plain(String(s.map { $0.isNewline ? " " : $0 }))
    }

    /// A double-quoted YAML scalar.
    static func yamlQuoted(_ s: String) -> String {
        var out = "\""
        for scalar in oneLine(s).unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            default: out += scalar.value < 0x20 ? "?" : String(scalar)
            }
        }
        return out + "\""
    }
}
