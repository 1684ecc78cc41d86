import FoundationEssentials
import PresentationKit
import ProsceniumUIKit

/// `UIDocumentPickerDelegate`: every requirement optional, as in UIKit.
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// `documentPicker(_:didPickDocumentsAt:)` (iOS 11).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// `documentPickerWasCancelled(_:)`.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

/// `UIDocumentPickerMode`: how the iOS 13 initialiser `init(documentTypes:in:)` opens or exports.
public enum UIDocumentPickerMode: UInt, Sendable { case `import`, open, exportToService, moveToService }

/// `UIDocumentPickerViewController`: the system's Files browser, to open documents of the given
/// types or export the given files, presented as an app presents any controller. Here, in the
/// module `import UIKit` names, because it hands back Foundation's `URL`s. The model has no
/// files: its view says what it would open or export, and nobody picks [?]. Apple's reference
/// for `documentPickerWasCancelled(_:)` says it "tells the delegate that the user canceled the
/// document picker", so the delegate hears it when the user dismisses the picker (a sheet's
/// swipe, a tap outside a popover), once the dismissal is over, and not for the app's own
/// `dismiss` [?].
open class UIDocumentPickerViewController: UIViewController {
    open weak var delegate: UIDocumentPickerDelegate?
    /// `allowsMultipleSelection` (iOS 11): false by default. Kept.
    open var allowsMultipleSelection = false
    /// `shouldShowFileExtensions` (iOS 13): false by default. Kept.
    open var shouldShowFileExtensions = false
    /// `directoryURL` (iOS 13): where the browser starts. Kept.
    open var directoryURL: URL?
    /// `documentPickerMode`: `.open` or `.import` (`asCopy`) for opening, `.exportToService` or
    /// `.moveToService` for exporting.
    public let documentPickerMode: UIDocumentPickerMode
    /// The types it opens (none when it exports) and the files it exports (none when it opens).
    public let contentTypes: [UTType]
    public let exportedURLs: [URL]

    /// `init(forOpeningContentTypes:asCopy:)` (iOS 14): open documents of these types, or copies
    /// of them.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportedURLs = []
        documentPickerMode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
    }
    /// `init(forOpeningContentTypes:)`: not as copies.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }
    /// `init(forExporting:asCopy:)` (iOS 14): export these files, or copies of them.
    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportedURLs = urls
        documentPickerMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
    }
    /// `init(forExporting:)`: moved, not copied.
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }
    /// `init(documentTypes:in:)`, deprecated in iOS 14: the types by identifier (one the model
    /// does not know is left out).
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        contentTypes = allowedUTIs.compactMap { UTType($0) }
        exportedURLs = []
        documentPickerMode = mode
        super.init(nibName: nil, bundle: nil)
    }
    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        switch documentPickerMode {
        case .open, .import:
            let types = contentTypes.map { $0.localizedDescription ?? $0.identifier }.joined(separator: ", ")
            view.text = "Open · \(types)"
        case .exportToService, .moveToService:
            let names = exportedURLs.map(\.lastPathComponent).joined(separator: ", ")
            view.text = "Export · \(names)"
        }
        Engine.running?.noteOnce(
            "UIDocumentPickerViewController: no files in the model; nothing is picked, and the user's dismissal cancels"
        )
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        tellDelegateIfDismissedByUser { [weak self] in
            guard let self else { return }
            self.delegate?.documentPickerWasCancelled(self)
        }
    }
}
