// Overrides in an extension of members our UIKit lacks, loaded with ForwardedOverrides.swift
// (whose class this extends): swiftc's errors are said at these lines, not at the line of the
// class's closing brace where their forwarders are.
import UIKit

// swift-format-ignore: NoAccessLevelOnExtensionDeclaration
public extension PopupCard {
    override var canBecomeFocused: Bool { true }

    override func didHintFocusMovement(_ hint: UIFocusMovementHint) {}
}
