// A receipt sheet (our own) that formats its amount, count and date with Foundation's format
// styles, as iOS 15+ code does, through `import UIKit` alone; the date is the epoch, so its text
// shows the device's time zone.
import UIKit

final class ReceiptSheet: UIViewController {
    private let total = UILabel()
    private let when = UILabel()

    // NSObject's, so a controller overrides it as a view does (never called: no nibs here).
    override func awakeFromNib() {
        super.awakeFromNib()
        print("awoke from a nib")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        total.text = "\(3.formatted()) items, \(12.5.formatted(.currency(code: "USD")))"
        when.text = Date(timeIntervalSince1970: 0).formatted(date: .abbreviated, time: .shortened)
        for label in [total, when] { view.addSubview(label) }
        print("receipt: \(total.text ?? "")")
        print("paid: \(when.text ?? "")")
    }
}

final class ReceiptHost: UIViewController {
    init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showReceipt() {
        let sheet = ReceiptSheet()
        sheet.sheetPresentationController?.detents = [.medium()]
        present(sheet, animated: true)
    }
}
