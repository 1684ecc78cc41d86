// A screen's model and its small Foundation and Core Graphics idioms, as iOS 17/18 code writes
// them (our own): an `@Observable` model observed with `withObservationTracking`, an error shown
// by its `localizedDescription`, a price as a `Decimal`, the keyboard's overlap with a field
// (`intersection`), gradient stops written as number literals, a stack with a custom spacing, a
// scroll view sized through its content guide, a date picker kept in its range and a byte count.
import Observation
import UIKit

@Observable
final class BasketModel {
    var items: [String] = []
    var total: Decimal = 0
}

enum CheckoutError: LocalizedError {
    case cardDeclined
    var errorDescription: String? { "Your card was declined." }
}

final class BasketHost: UIViewController {
    let model = BasketModel()
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showBasket() {
        withObservationTracking {
            _ = model.items.count
        } onChange: {
            print("the basket changed")
        }
        model.items.append("Tea")
        model.total += Decimal(string: "3.50") ?? 0
        print("total \(model.total)")
        let failure: any Error = CheckoutError.cardDeclined
        let alert = UIAlertController(
            title: "Payment failed", message: failure.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        print("alert says: \(alert.message ?? "")")
        present(BasketSheet(), animated: true)
    }
}

final class BasketSheet: UIViewController {
    private let scroll = UIScrollView()
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.minimumDate = Date(timeIntervalSince1970: 1_000_000)
        picker.setDate(Date(timeIntervalSince1970: 0), animated: false)
        print("picker clamps: \(picker.date == picker.minimumDate), compact \(picker.datePickerStyle == .compact)")
        print("upload \(ByteCountFormatter.string(fromByteCount: 1_234_567, countStyle: .file))")
        let shade = CAGradientLayer()
        shade.locations = [0, 0.5, 1]
        print("stops: \(shade.locations?.map(\.doubleValue) ?? [])")
        stack.axis = .vertical
        stack.spacing = 8
        let rows = (1...3).map { index -> UIView in
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 300).isActive = true
            return row
        }
        rows.forEach(stack.addArrangedSubview)
        stack.setCustomSpacing(20, after: rows[0])
        scroll.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroll)
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let keyboard = CGRect(x: 0, y: view.bounds.height - 300, width: view.bounds.width, height: 300)
        let field = CGRect(x: 16, y: view.bounds.height - 320, width: view.bounds.width - 32, height: 44)
        print("keyboard covers \(keyboard.intersection(field).height) points of the field")
        print("content height \(scroll.contentSize.height)")
    }
}
