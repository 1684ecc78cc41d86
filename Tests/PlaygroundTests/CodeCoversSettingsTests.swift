import Testing

@testable import Playground

/// Every setting `code` claims to be built from must change the Swift it writes, beyond the
/// `// Settings:` line that lists it, in at least one of the contexts where it can matter (an
/// animator's setting needs a custom animator, an interaction's needs `interactive`): a new
/// setting that leaves the code as it was everywhere fails here.
@Suite struct CodeCoversSettingsTests {
    /// Where settings take effect: the defaults, a custom animator, an interactive one, a
    /// presentation that removes the presenter's view, a sheet and a popover.
    static let contexts: [[String]] = [
        [], ["animator slide"], ["animator slide", "interactive both"],
        ["animator slide", "set remove-presenter on"], ["style pageSheet"], ["style popover"],
        ["navigation on", "push animator slide"],
    ]

    /// The Swift without the comment line that lists the settings.
    static func body(_ config: PresentationConfig) -> String {
        SwiftCodeGenerator.generate(config).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("// Settings:") }.joined(separator: "\n")
    }

    static func config(_ lines: [String], table: CommandTable) throws -> PresentationConfig {
        var config = PresentationConfig()
        for line in lines {
            guard case .set(let setting) = try Parser.parse(line, table: table),
                let entry = table.setting(setting.key)
            else { continue }
            entry.binding.apply(setting, &config)
        }
        return config
    }

    @Test(arguments: CommandTable.standard.settings.filter { $0.binding.writtenInCode }.map(\.binding.key))
    func aSettingCodeListsChangesTheCode(key: SettingKey) throws {
        let table = CommandTable.standard
        let entry = try #require(table.setting(key))
        // The examples, and each on/off example flipped (an example often shows the default).
        var lines = entry.form.examples
        for e in entry.form.examples where e.hasSuffix(" on") || e.hasSuffix(" off") {
            lines.append(e.hasSuffix(" on") ? String(e.dropLast(3)) + " off" : String(e.dropLast(4)) + " on")
        }
        lines = lines.filter { (try? Parser.parse($0, table: table)) != nil }
        var changed: [String] = []
        for context in Self.contexts {
            let plain = Self.body(try Self.config(context, table: table))
            for line in lines where Self.body(try Self.config(context + [line], table: table)) != plain {
                changed.append(line)
            }
        }
        #expect(!changed.isEmpty, "no example of \(key) changes the Swift `code` writes, in any context: \(lines)")
    }
}
