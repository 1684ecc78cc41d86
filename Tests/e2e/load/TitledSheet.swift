// A titled sheet as a design-system library writes one (our own code, in the style of real
// projects): a header stacked over the content in a UIStackView, a title styled with an
// attributed string and a paragraph style, fonts scaled with UIFontMetrics, a swipe-down
// recogniser whose #selector is a bare name, a symbol image with a configuration and a fallback
// drawn with UIGraphicsImageRenderer. It pins the surface such a library (and its own
// dependencies) needs: NSAttributedString and its mutable form, NSParagraphStyle, NSRange,
// NSString, UIFontMetrics and font metrics, trait collection's content size and legibility,
// UIOffset, NSDirectionalRectEdge, Locale-aware case changes and content priorities.
import Foundation
import UIKit
import os

private let logger = Logger(subsystem: "com.example.sheet", category: "title")

/// The sides a sheet's content is pinned on.
extension NSDirectionalRectEdge {
    static var notTop: NSDirectionalRectEdge { [.leading, .bottom, .trailing] }
}

final class SheetHeaderView: UIView {
    let titleLabel = UILabel()

    func configure(title: String) {
        let font = UIFontMetrics(forTextStyle: .headline).scaledFont(
            for: .systemFont(ofSize: 17, weight: .semibold), maximumPointSize: 28, compatibleWith: traitCollection)
        let style = (NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
        style.alignment = .center
        style.minimumLineHeight = 22
        let text = NSMutableAttributedString(
            string: title.uppercased(with: Locale(identifier: "en_US")),
            attributes: [.font: font, .paragraphStyle: style])
        text.addAttribute(.kern, value: 1.5, range: NSRange(location: 0, length: 3))
        titleLabel.attributedText = text
        var spans = 0
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { _, _, _ in spans += 1 }
        let first = (text.string as NSString).substring(with: NSRange(location: 0, length: 3))
        print("title \(titleLabel.text ?? "") in \(spans) spans, kerned \(first)")
        let offset = (22 - (abs(font.descender) + font.leading) * 2 - font.capHeight) / 4
        print("baseline offset above zero: \(offset > 0)")
        titleLabel.setContentCompressionResistancePriority(UILayoutPriority(751), for: .vertical)
        print(
            "category \(traitCollection.preferredContentSizeCategory == .large), weight \(traitCollection.legibilityWeight == .regular)"
        )
    }
}

final class TitledSheetController: UIViewController {
    let stackView: UIStackView = {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .fill
        stack.spacing = 8
        return stack
    }()
    let header = SheetHeaderView()
    let content = UIView()
    private(set) var escaped = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(stackView)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        stackView.addArrangedSubview(header)
        stackView.addArrangedSubview(content)
        header.heightAnchor.constraint(equalToConstant: 44).isActive = true
        header.configure(title: "Filters")
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(onSwipeDown))
        swipe.direction = .down
        view.addGestureRecognizer(swipe)
        let image =
            UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body))
            ?? UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
                UIColor.systemPink.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            }
        print("close image \(image.size == .zero ? "from the symbol" : "drawn")")
        let nudge = UIOffset(horizontal: 0, vertical: -2)
        print("pinned on \(NSDirectionalRectEdge.notTop.contains(.top) ? 4 : 3) edges, nudged \(Int(nudge.vertical))")
        logger.info("sheet loaded")
    }

    @objc func onSwipeDown(sender: UIGestureRecognizer) {
        dismiss(animated: true)
    }

    override func accessibilityPerformEscape() -> Bool {
        escaped = true
        dismiss(animated: true)
        return true
    }
}

final class FiltersScreen: UIViewController {
    func showFilters() {
        let sheet = TitledSheetController()
        sheet.modalPresentationStyle = .pageSheet
        present(sheet, animated: true) {
            sheet.view.layoutIfNeeded()
            let content = sheet.content.frame
            print("content at y \(Int(content.minY)), \(Int(content.width)) wide, \(Int(content.height)) high")
        }
    }
}
