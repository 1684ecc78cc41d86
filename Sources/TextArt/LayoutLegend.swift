import PresentationKit

/// The lines beside (or under) a layout drawing: one per named view with its frame in window
/// coordinates and notes, then a blank line and the key to the symbols.
enum LayoutLegend {
    /// Names are padded to this many columns.
    static let nameColumn = 12

    /// `quoting` names the views whose text the list quotes (text the drawing has no room for).
    static func lines(
        _ snapshot: ScreenSnapshot, glyphs: Glyphs, language: Language = .english, quoting: Set<String> = []
    ) -> [StyledText] {
        let hasContainer = snapshot.views.contains { $0.name == "container" }
        var lines: [StyledText] = []
        for view in snapshot.views {
            guard let rawName = view.name else { continue }
            let name = PrintableText.clean(rawName, ascii: glyphs.ascii)
            var line = StyledText(name, nameStyle(view))
            let pad = max(1, nameColumn - DisplayWidth.of(name))
            line.append(String(repeating: " ", count: pad))
            line.append(view.frameInWindow.description)
            let notes = self.notes(view, snapshot: snapshot, hasContainer: hasContainer, glyphs: glyphs).map {
                DrawingWords.say($0, in: language)
            }
            if !notes.isEmpty {
                line.append("  " + PrintableText.clean(notes.joined(separator: "  "), ascii: glyphs.ascii))
            }
            if quoting.contains(rawName), let text = view.text, !text.isEmpty {
                // The message on one line, in quotes: the list wraps it under the frame.
                let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
                line.append("  \"" + PrintableText.clean(flat, ascii: glyphs.ascii) + "\"")
            }
            lines.append(line)
        }
        if !lines.isEmpty { lines.append(StyledText()) }
        lines.append(
            key(glyphs, animating: snapshot.views.contains { $0.isAnimating && $0.name != nil }, language: language))
        return lines
    }

    /// `lines` at most `width` columns: a line too long goes on under its frame, at a word boundary.
    static func wrapped(_ lines: [StyledText], width: Int) -> [StyledText] {
        lines.flatMap { LineWrapper.wrap($0, width: width, indent: nameColumn) }
    }

    /// A view's name in the colour of its box, so the list doubles as the colour key: moving
    /// views magenta, the presented view cyan, others bold.
    static func nameStyle(_ view: ViewSnapshot) -> TextStyle {
        if view.isAnimating { return .animatingName }
        return view.name == "presented" || view.name == "wrapper" ? .boxName : .bold
    }

    static func notes(_ view: ViewSnapshot, snapshot: ScreenSnapshot, hasContainer: Bool, glyphs: Glyphs) -> [String] {
        var notes: [String] = []
        if ViewLook.isShaded(view) {
            let color = view.backgroundColor ?? .clear
            notes.append("\(color.name) \(formatNumber(color.alpha)) \(glyphs.times) alpha \(formatNumber(view.alpha))")
        } else if view.alpha != 1 {
            notes.append("alpha \(formatNumber(view.alpha))")
        }
        if !view.transform.isIdentity { notes.append("transform \(view.transform.description)") }
        // A shadow is softer than a cell: the list says it is there rather than drawing it.
        if let shadow = view.shadow {
            notes.append("shadow \(formatNumber(shadow.opacity))")
        }
        if view.name == "presenting" && hasContainer { notes.append("behind the container") }
        if !ViewLook.hasFiniteFrame(view) {
            notes.append("bad frame")
        } else if !ViewLook.isOnscreen(view, window: snapshot.windowSize) {
            notes.append("offscreen")
        }
        if view.isHidden { notes.append("hidden") }
        if view.isAnimating { notes.append("animating") }
        return notes
    }

    /// `▒ dimming  ┌┐ view  ╎ safe area`, or `: dimming  +-+ view  : safe area` in ASCII, then
    /// `animating` (in the colour of moving views) when something moves.
    static func key(_ glyphs: Glyphs, animating: Bool = false, language: Language = .english) -> StyledText {
        func say(_ word: String) -> String { DrawingWords.say(word, in: language) }
        var key = StyledText()
        key.append(String(glyphs.shade(0.5) ?? " "), .shade)
        key.append(" \(say("dimming"))  ")
        key.append(glyphs.ascii ? "+-+" : "┌┐", .box)
        key.append(" \(say("view"))  ")
        key.append(String(glyphs.safeVertical), .safeArea)
        key.append(" \(say("safe area"))")
        if animating {
            key.append("  ")
            key.append(say("animating"), .animatingName)
        }
        return key
    }
}
