import PresentationKit
import ProsceniumJSON

/// The screen as the stage page draws it (`proscenium web`, `export html`; docs/json.md): the
/// device, its safe area and every view in the window, back to front, at its frame in window
/// points, with the fill the SVG export gives it. A view the page cannot place (a frame that is
/// not finite) is left out, as the SVG export leaves it out.
package enum StageSceneJSON {
    package static func scene(_ s: ScreenSnapshot) -> JSONValue {
        var views: [JSONValue] = []
        for view in s.views where view.name != "window" {
            guard let look = SVGExporter.look(view, window: s.windowSize) else { continue }
            views.append(self.view(view, look: look))
        }
        return .object([
            ("device", .string(s.deviceName)), ("ios", .number(Double(s.iosRelease))),
            ("orientation", .string(s.orientation.rawValue)),
            (
                "window",
                .array([
                    .number(SVGExporter.finite(s.windowSize.width)), .number(SVGExporter.finite(s.windowSize.height)),
                ])
            ),
            (
                "safeArea",
                .object([
                    ("top", .number(s.safeAreaInsets.top)), ("left", .number(s.safeAreaInsets.left)),
                    ("bottom", .number(s.safeAreaInsets.bottom)), ("right", .number(s.safeAreaInsets.right)),
                ])
            ),
            ("phase", .string(s.phase.rawValue)), ("time", .number(s.time)),
            ("style", s.effectiveStyle.map { .string($0) } ?? .null),
            ("views", .array(views)),
        ])
    }

    /// One view: `name` is the name `state` uses (null for an unnamed view of the app's own).
    static func view(_ v: ViewSnapshot, look: SVGExporter.Look) -> JSONValue {
        let r = v.frameInWindow
        var pairs: [(String, JSONValue)] = [
            ("name", v.name.map { .string($0) } ?? .null),
            ("x", .number(r.minX)), ("y", .number(r.minY)), ("width", .number(r.width)),
            ("height", .number(r.height)),
            ("alpha", .number(v.isHidden ? 0 : max(0, min(1, v.effectiveAlpha)))),
            ("radius", .number(v.cornerRadius)),
            ("fill", .string(look.fill)), ("fillOpacity", .number(look.fillOpacity)),
            ("shaded", .bool(ViewLook.isShaded(v))), ("presented", .bool(SVGColumn.isPresented(v))),
            ("label", .bool(look.showsName)),
            ("dark", .bool(look.onDark)),
            ("depth", .number(Double(v.depth))),
        ]
        if let text = v.text, !text.isEmpty { pairs.append(("text", .string(text))) }
        if let sh = v.shadow {
            pairs.append(
                (
                    "shadow",
                    .object([
                        ("color", .string(SVGExporter.hex(sh.color.name))),
                        ("opacity", .number(sh.opacity * sh.color.alpha)), ("radius", .number(sh.radius)),
                        ("x", .number(sh.offset.width)), ("y", .number(sh.offset.height)),
                    ])
                ))
        }
        return .object(pairs)
    }
}
