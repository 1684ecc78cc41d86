import PresentationKit
import Testing

@testable import ProsceniumUIKit

/// A presented controller written as `code` writes the banner's: its own initialiser calling
/// `init(nibName:bundle:)`, the `required init?(coder:)` Xcode asks for, and a label whose
/// constraints give the view its fitting height.
final class MessageCardViewController: UIViewController {
    private let message: String

    init(message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = message
        label.font = .preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            label.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }
}

@Suite struct MessageControllerTests {
    @Test func theBannersContentFitsItsTextAndIsLaidOutWhenPresented() {
        let message = MessageCardViewController(message: "File successfully uploaded ✅")
        #expect(message.typeName == "MessageCardViewController")
        let fitting = message.view.systemLayoutSizeFitting(
            CGSize(width: 343, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitting == CGSize(width: 343, height: 52))

        // Presented over the whole screen, the engine's layout pass places the label inside it.
        let engine = Engine()
        let root = UIViewController()
        engine.setRootViewController(root)
        message.modalPresentationStyle = .overFullScreen
        root.present(message, animated: false)
        engine.run()
        let label = message.view.subviews.first
        #expect(label?.frame == CGRect(x: 16, y: 16, width: 343, height: 635))
        #expect(engine.consoleLog.isEmpty)
    }
}
