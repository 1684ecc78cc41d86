// A menu of actions in a sheet, as list code writes it for iOS (our own code): a controller
// whose table is its own data source and delegate, a registered cell subclass dequeued with a
// cast, a section title, a checkmark on the chosen row, and a selection that deselects the row
// and dismisses the sheet.
import UIKit

final class ActionCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        selectionStyle = .default
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        accessoryType = .none
    }
}

final class ActionMenuController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let actions = [("Share", "Send a copy"), ("Duplicate", "Make another"), ("Delete", "Move to the bin")]
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var chosen = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(ActionCell.self, forCellReuseIdentifier: "action")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 56
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        actions.count
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Actions"
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "action", for: indexPath) as? ActionCell else {
            fatalError("the registered class is not ActionCell")
        }
        let (title, detail) = actions[indexPath.row]
        cell.textLabel?.text = title
        cell.detailTextLabel?.text = detail
        cell.accessoryType = indexPath.row == chosen ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        print("chose \(actions[indexPath.row].0), \(tableView.visibleCells.count) rows shown")
        dismiss(animated: true)
    }
}

final class DocumentScreen: UIViewController {
    func showActions() {
        let menu = ActionMenuController()
        menu.modalPresentationStyle = .pageSheet
        present(menu, animated: true)
    }
}
