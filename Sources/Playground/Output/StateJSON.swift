import PresentationKit
import ProsceniumJSON

/// The JSON shapes of `state --json` and `trace --json`.
package enum StateJSON {
    package static func state(_ s: ScreenSnapshot, controller: String?) -> JSONValue {
        func sizeClass(_ c: SizeClass) -> JSONValue { .string(c.name) }
        let device: JSONValue = .object([
            ("model", .string(modelName(s.deviceName))),
            ("ios", .number(Double(s.iosRelease))),
            ("orientation", .string(s.orientation.rawValue)),
            ("size", .array([.number(s.windowSize.width), .number(s.windowSize.height)])),
            (
                "traits",
                .object([
                    ("horizontal", sizeClass(s.traits.horizontalSizeClass)),
                    ("vertical", sizeClass(s.traits.verticalSizeClass)),
                ])
            ),
            (
                "safeArea",
                .object([
                    ("top", .number(s.safeAreaInsets.top)), ("left", .number(s.safeAreaInsets.left)),
                    ("bottom", .number(s.safeAreaInsets.bottom)), ("right", .number(s.safeAreaInsets.right)),
                ])
            ),
        ])
        let presentation: JSONValue =
            s.presentationStyle.map { style in
                .object([
                    ("style", .string(style)), ("effectiveStyle", .string(s.effectiveStyle ?? style)),
                    ("controller", controller.map { .string($0) } ?? .null),
                ])
            } ?? .null
        var views: [(String, JSONValue)] = []
        var seen = Set<String>()
        for v in s.views {
            guard let name = v.name, seen.insert(name).inserted else { continue }
            // Only a view whose layer casts a shadow carries the key, so other views read as before.
            let shadow: [(String, JSONValue)] =
                v.shadow.map { sh in
                    [
                        (
                            "shadow",
                            .object([
                                ("color", .string(sh.color.name)), ("opacity", .number(sh.opacity)),
                                ("radius", .number(sh.radius)),
                                ("offset", .array([.number(sh.offset.width), .number(sh.offset.height)])),
                            ])
                        )
                    ]
                } ?? []
            views.append(
                (
                    name,
                    .object(
                        [
                            (
                                "frame",
                                .array([
                                    .number(v.frame.origin.x), .number(v.frame.origin.y),
                                    .number(v.frame.size.width), .number(v.frame.size.height),
                                ])
                            ),
                            ("alpha", .number(v.alpha)),
                            ("transform", .array(v.transform.components.map { .number($0) })),
                            ("superview", v.superviewName.map { .string($0) } ?? .null),
                            ("index", .number(Double(v.index))),
                            ("autoresizing", .array(v.autoresizingMask.names.map { .string($0) })),
                        ] + shadow)
                ))
        }
        return .object([
            ("device", device), ("phase", .string(s.phase.rawValue)), ("time", .number(s.time)),
            ("presentation", presentation), ("views", .object(views)),
            ("leftInRemovedContainer", .array(s.leftInRemovedContainer.map { .string($0) })),
        ])
    }

    package static func trace(_ events: [TraceEvent]) -> JSONValue {
        .array(
            events.map { e in
                .object([
                    ("t", .number(e.time)), ("caller", .string(e.caller.rawValue)),
                    ("receiver", .string(e.receiver.rawValue)),
                    ("type", .string(e.type)), ("call", .string(e.call)),
                    ("args", .object(e.arguments.map { ($0.name, value($0.value)) })),
                    ("result", e.result.map(value) ?? .null),
                ])
            })
    }

    static func value(_ v: TraceValue) -> JSONValue {
        switch v {
        case .bool(let b): return .bool(b)
        case .number(let n): return .number(n)
        case .string(let s), .object(let s): return .string(s)
        case .rect(let r):
            return .array([.number(r.origin.x), .number(r.origin.y), .number(r.size.width), .number(r.size.height)])
        case .size(let s): return .array([.number(s.width), .number(s.height)])
        case .none: return .null
        }
    }

    static func modelName(_ displayName: String) -> String {
        Device.all.first { $0.displayName == displayName }?.model ?? displayName
    }
}
