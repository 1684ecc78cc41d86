import PresentationKit

/// Which setting a `Setting` is, without its value: what ties each case to its one table entry.
/// `Setting.key` is an exhaustive switch, so a new case does not compile without a key, and
/// `CommandTableTests` fails until the key has a form.
package enum SettingKey: CaseIterable, Sendable {
    case device, ios, orientation, style, delegate, delegateRetain, frame, dimming, dimmingTapDismiss, restorePresenter
    case dimmingAutoresize, dimmingWraps, layout, cleanup, corner, content, wrapNavigation, fullscreen, removePresenter
    case completeTransition, completionSpeed, completionCurve, animator, interactive, adaptive, names
    case drawing, traceLength, theme, slowMotion
    case sheetDetents, sheetCustomDetent, sheetGrabber, sheetUndimmed, sheetCorner, sheetEdgeAttached, sheetDelegate
    case modalInPresentation, transitionStyle, popoverSource, context
    case navigation, pushAnimator, popInteractive, zoomSource
}

extension Setting {
    package var key: SettingKey {
        switch self {
        case .device: .device
        case .ios: .ios
        case .orientation: .orientation
        case .style: .style
        case .delegate: .delegate
        case .delegateRetain: .delegateRetain
        case .frame: .frame
        case .dimming: .dimming
        case .dimmingTapDismiss: .dimmingTapDismiss
        case .restorePresenter: .restorePresenter
        case .dimmingAutoresize: .dimmingAutoresize
        case .dimmingWraps: .dimmingWraps
        case .layout: .layout
        case .cleanup: .cleanup
        case .corner: .corner
        case .content: .content
        case .wrapNavigation: .wrapNavigation
        case .fullscreen: .fullscreen
        case .removePresenter: .removePresenter
        case .completeTransition: .completeTransition
        case .completionSpeed: .completionSpeed
        case .completionCurve: .completionCurve
        case .animator: .animator
        case .interactive: .interactive
        case .adaptive: .adaptive
        case .names: .names
        case .theme: .theme
        case .drawing: .drawing
        case .traceLength: .traceLength
        case .slowMotion: .slowMotion
        case .sheetDetents: .sheetDetents
        case .sheetCustomDetent: .sheetCustomDetent
        case .sheetGrabber: .sheetGrabber
        case .sheetUndimmed: .sheetUndimmed
        case .sheetCorner: .sheetCorner
        case .sheetEdgeAttached: .sheetEdgeAttached
        case .sheetDelegate: .sheetDelegate
        case .modalInPresentation: .modalInPresentation
        case .transitionStyle: .transitionStyle
        case .popoverSource: .popoverSource
        case .context: .context
        case .navigation: .navigation
        case .pushAnimator: .pushAnimator
        case .popInteractive: .popInteractive
        case .zoomSource: .zoomSource
        }
    }
}

/// How one setting's form meets the configuration: the field it writes, how `config` shows it,
/// the commands that rebuild its current value (for `code`'s settings line) and how a setting is
/// written back as arguments (for `history`, `save` and undo messages).
package struct SettingBinding: Sendable {
    package let key: SettingKey
    /// The `config` row it appears in; settings sharing a row are joined with commas.
    package let row: String
    /// Its part of that row, or nil to show nothing (a dimming option while there is no dimming view).
    package let describe: @Sendable (PresentationConfig) -> String?
    /// The settings that recreate the configuration's current value, in the order to apply them.
    package let current: @Sendable (PresentationConfig) -> [Setting]
    /// Writes a setting of this key into the configuration.
    package let apply: @Sendable (Setting, inout PresentationConfig) -> Void
    /// The words after the form's own (`30` for `set frame inset 30`'s `inset 30`).
    package let arguments: @Sendable (Setting) -> String
    /// Whether `code` lists it among the settings it was built from (the device is not code).
    package let writtenInCode: Bool

    package init(
        _ key: SettingKey, row: String, writtenInCode: Bool = true,
        describe: @escaping @Sendable (PresentationConfig) -> String?,
        current: @escaping @Sendable (PresentationConfig) -> [Setting],
        apply: @escaping @Sendable (Setting, inout PresentationConfig) -> Void,
        arguments: @escaping @Sendable (Setting) -> String
    ) {
        self.key = key
        self.row = row
        self.writtenInCode = writtenInCode
        self.describe = describe
        self.current = current
        self.apply = apply
        self.arguments = arguments
    }

    /// A setting that is one field of the configuration: `make` and `read` are the enum case's
    /// two directions, `field` where the value lives.
    package init<Value: Equatable & Sendable>(
        _ key: SettingKey, row: String, writtenInCode: Bool = true,
        _ field: WritableKeyPath<PresentationConfig, Value> & Sendable,
        make: @escaping @Sendable (Value) -> Setting, read: @escaping @Sendable (Setting) -> Value?,
        spell: @escaping @Sendable (Value) -> String, describe: (@Sendable (PresentationConfig) -> String?)? = nil
    ) {
        self.init(
            key, row: row, writtenInCode: writtenInCode,
            describe: describe ?? { spell($0[keyPath: field]) },
            current: { [make($0[keyPath: field])] },
            apply: { setting, config in if let v = read(setting) { config[keyPath: field] = v } },
            arguments: { setting in read(setting).map(spell) ?? "" })
    }
}
